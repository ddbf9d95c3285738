#!/usr/bin/env node
// One-off asset generator: the looping world trailers served at /media/<World>.mp4 and their
// posters /media/<World>-poster.webp (see docs/media.md). No ffmpeg: each trailer is drawn on a
// 960x540 canvas in headless Chromium and recorded in real time with captureStream + MediaRecorder.
//
//   node scripts/make-trailers.mjs              make all four trailers, then verify them
//   node scripts/make-trailers.mjs bioverse     make one (or several) by key, then verify all
//   node scripts/make-trailers.mjs --check      only verify what is in public/media
//   node scripts/make-trailers.mjs --webm       record WebM even if MP4 is supported (tests the
//                                               fallback: WebM bytes named .mp4 if Chromium plays
//                                               them so, else <World>.webm)
//
// Verification serves public/ from a tiny local HTTP server and checks, in Chromium, that each
// video loads, is about 6 s long, 960 px wide and loops as <video muted autoplay loop>; it saves
// one frame of each to /tmp/trailer-<key>.png for a human look.

/* global document, window, requestAnimationFrame, Image, FontFace, MediaRecorder, FileReader */
import { createServer } from 'node:http'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const mediaDir = join(root, 'public/media')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const WIDTH = 960
const HEIGHT = 540
const SECONDS = 6
const FPS = 30
// Chromium's software H.264 encoder (OpenH264) delivers only about half the bitrate it is asked
// for on this content: 900 kbit/s asked gives roughly 450 kbit/s, about 340 kB for 6 s.
const BITRATE = 900_000
const VIDEO_MAX_BYTES = 400_000
const POSTER_TIME = 4.2
const POSTER_MAX_BYTES = 60_000
const MIME_CANDIDATES = [
  'video/mp4;codecs=avc1',
  'video/mp4',
  'video/webm;codecs=vp9',
  'video/webm;codecs=vp8',
]

// Copy mirrors content/worlds.ts; colours mirror the --world-* tokens in src/styles/tokens.css.
const worlds = [
  {
    key: 'bioverse',
    name: 'BioVerse',
    subject: 'Biology',
    subtitle: 'Walk inside a living cell',
    color: '#34d399',
    light: '#d1fae5',
    seed: 11,
  },
  {
    key: 'chemverse',
    name: 'ChemVerse',
    subject: 'Chemistry',
    subtitle: 'Run the reactions you could never risk',
    color: '#e879f9',
    light: '#fbe4ff',
    seed: 23,
  },
  {
    key: 'atomverse',
    name: 'AtomVerse',
    subject: 'Physics',
    subtitle: 'See forces, fields and waves at work',
    color: '#60a5fa',
    light: '#dbeafe',
    seed: 37,
  },
  {
    key: 'spaceverse',
    name: 'SpaceVerse',
    subject: 'Space science',
    subtitle: 'Stand on the Moon, orbit Jupiter',
    color: '#818cf8',
    light: '#e0e7ff',
    seed: 53,
  },
  {
    key: 'geoverse',
    name: 'GeoVerse',
    subject: 'Earth science',
    subtitle: 'Ride a tectonic plate through time',
    color: '#f59e0b',
    light: '#fef3c7',
    seed: 71,
  },
]

// ---------------------------------------------------------------------------------------------
// The page side. `trailerPage` is serialised into the generator page, so it may only use browser
// APIs and what it defines itself. draw(t) is a pure function of t, so posters are re-rendered.

function trailerPage(W, H) {
  const canvas = document.querySelector('canvas')
  const ctx = canvas.getContext('2d')
  let scene = null
  // The art is drawn at 1.2x its 640x420 size (768x504), centred at (ART_X + pan, ART_Y).
  const ART_SCALE = 1.2
  const ART_X = 560
  const ART_Y = 250
  const PAN_SPEED = 30 // px per second: one pixel a frame at 30 fps

  const clamp01 = (x) => Math.min(1, Math.max(0, x))
  const smooth = (a, b, x) => {
    const t = clamp01((x - a) / (b - a))
    return t * t * (3 - 2 * t)
  }
  const easeOut = (x) => 1 - Math.pow(1 - clamp01(x), 3)

  function random(seed) {
    let s = seed >>> 0
    return () => {
      s = (s + 0x6d2b79f5) >>> 0
      let t = Math.imul(s ^ (s >>> 15), 1 | s)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }

  function rgba(hex, a) {
    const n = parseInt(hex.slice(1), 16)
    return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a})`
  }

  function offscreen(w, h) {
    const c = document.createElement('canvas')
    c.width = w
    c.height = h
    return c
  }

  // A soft round glow: a bright core fading through the world colour to nothing.
  function glowSprite(core, color) {
    const c = offscreen(64, 64)
    const g = c.getContext('2d')
    const grad = g.createRadialGradient(32, 32, 0, 32, 32, 32)
    grad.addColorStop(0, rgba(core, 1))
    grad.addColorStop(0.12, rgba(core, 0.9))
    grad.addColorStop(0.3, rgba(color, 0.35))
    grad.addColorStop(1, rgba(color, 0))
    g.fillStyle = grad
    g.fillRect(0, 0, 64, 64)
    return c
  }

  function bokehSprite(color) {
    const c = offscreen(128, 128)
    const g = c.getContext('2d')
    const grad = g.createRadialGradient(64, 64, 0, 64, 64, 64)
    grad.addColorStop(0, rgba(color, 0.55))
    grad.addColorStop(0.75, rgba(color, 0.4))
    grad.addColorStop(0.9, rgba(color, 0.5))
    grad.addColorStop(1, rgba(color, 0))
    g.fillStyle = grad
    g.fillRect(0, 0, 128, 128)
    return c
  }

  async function setup(world) {
    const display = new FontFace('Trailer Display', 'url(/font/display.woff2)', {
      weight: '300 700',
    })
    const body = new FontFace('Trailer Body', 'url(/font/body.woff2)', { weight: '100 900' })
    document.fonts.add(await display.load())
    document.fonts.add(await body.load())

    const img = new Image()
    img.src = `/art/${world.key}.svg`
    await img.decode()

    // Everything that does not change from frame to frame is rendered once into offscreen layers,
    // so a frame is a handful of drawImage calls: software canvas in headless Chromium is slow and
    // the recording runs in real time next to a software H.264 encoder.

    // The art at the size it is shown, with a soft bloom baked in.
    const artW = Math.round(640 * ART_SCALE)
    const artH = Math.round(420 * ART_SCALE)
    const art = offscreen(artW, artH)
    const a = art.getContext('2d')
    a.imageSmoothingQuality = 'high'
    a.drawImage(img, 0, 0, artW, artH)
    const bloom = offscreen(Math.round(artW / 4), Math.round(artH / 4))
    const b = bloom.getContext('2d')
    b.filter = 'blur(4px)'
    b.drawImage(art, 0, 0, bloom.width, bloom.height)
    a.globalCompositeOperation = 'lighter'
    a.globalAlpha = 0.32
    a.drawImage(bloom, 0, 0, artW, artH)

    // Night sky backdrop.
    const sky = offscreen(W, H)
    const s = sky.getContext('2d')
    const skyGrad = s.createRadialGradient(W * 0.78, -40, 10, W * 0.6, H * 0.4, W * 0.95)
    skyGrad.addColorStop(0, '#232c66')
    skyGrad.addColorStop(0.5, '#0b1026')
    skyGrad.addColorStop(1, '#060916')
    s.fillStyle = skyGrad
    s.fillRect(0, 0, W, H)

    // Halo in the world colour that follows the art.
    const halo = offscreen(256, 256)
    const h = halo.getContext('2d')
    const haloGrad = h.createRadialGradient(128, 128, 0, 128, 128, 128)
    haloGrad.addColorStop(0, rgba(world.color, 0.26))
    haloGrad.addColorStop(0.45, rgba(world.color, 0.08))
    haloGrad.addColorStop(1, rgba(world.color, 0))
    h.fillStyle = haloGrad
    h.fillRect(0, 0, 256, 256)

    // Stars in three layers that twinkle out of phase; a little wider than the frame for parallax.
    const rnd = random(world.seed)
    const starLayers = [0, 1, 2].map(() => offscreen(W + 120, H))
    for (let i = 0; i < 180; i++) {
      const g = starLayers[i % 3].getContext('2d')
      const r = 0.35 + rnd() * rnd() * 1.1
      g.globalAlpha = 0.3 + rnd() * 0.6
      g.fillStyle = rnd() < 0.2 ? world.light : '#e6ecff'
      g.beginPath()
      g.arc(rnd() * (W + 120), rnd() * H, r, 0, Math.PI * 2)
      g.fill()
    }

    const motes = Array.from({ length: 56 }, () => ({
      x: rnd() * W,
      y: rnd() * (H + 80) - 40,
      r: 1.2 + rnd() * rnd() * 4.5,
      vy: 5 + rnd() * 16,
      vx: -4 + rnd() * 8,
      sway: 4 + rnd() * 14,
      phase: rnd() * Math.PI * 2,
      a: 0.25 + rnd() * 0.6,
      depth: 0.4 + rnd() * 0.9,
    }))
    const bokeh = Array.from({ length: 7 }, () => ({
      x: rnd() * W,
      y: rnd() * H,
      r: 26 + rnd() * 48,
      a: 0.035 + rnd() * 0.05,
      vx: 6 + rnd() * 10,
      phase: rnd() * Math.PI * 2,
    }))

    // Vignette alone, and vignette plus the scrim that keeps the title legible.
    const shade = (withScrim) => {
      const c = offscreen(W, H)
      const g = c.getContext('2d')
      const vignette = g.createRadialGradient(W / 2, H / 2, H * 0.35, W / 2, H / 2, W * 0.72)
      vignette.addColorStop(0, 'rgba(4, 6, 18, 0)')
      vignette.addColorStop(1, 'rgba(4, 6, 18, 0.72)')
      g.fillStyle = vignette
      g.fillRect(0, 0, W, H)
      if (!withScrim) return c
      const side = g.createLinearGradient(0, 0, W * 0.62, 0)
      side.addColorStop(0, 'rgba(6, 9, 22, 0.8)')
      side.addColorStop(0.55, 'rgba(6, 9, 22, 0.42)')
      side.addColorStop(1, 'rgba(6, 9, 22, 0)')
      g.fillStyle = side
      g.fillRect(0, 0, W, H)
      const floor = g.createLinearGradient(0, H * 0.5, 0, H)
      floor.addColorStop(0, 'rgba(6, 9, 22, 0)')
      floor.addColorStop(1, 'rgba(6, 9, 22, 0.6)')
      g.fillStyle = floor
      g.fillRect(0, 0, W, H)
      return c
    }

    scene = {
      world,
      art,
      sky,
      halo,
      starLayers,
      motes,
      bokeh,
      vignette: shade(false),
      scrim: shade(true),
      mote: glowSprite(world.light, world.color),
      disc: bokehSprite(world.color),
      text: renderText(world),
    }
    draw(0)
  }

  // The title pieces, each rendered once, sharp and blurred, with its glow.
  function renderText(world) {
    const pad = 40
    const piece = (text, font, letterSpacing, fill, glow, blur) => {
      ctx.save()
      ctx.font = font
      ctx.letterSpacing = letterSpacing
      const metrics = ctx.measureText(text)
      ctx.restore()
      const w = Math.ceil(metrics.width) + pad * 2
      const ascent = Math.ceil(metrics.fontBoundingBoxAscent)
      const hgt = ascent + Math.ceil(metrics.fontBoundingBoxDescent) + pad * 2
      const c = offscreen(w, hgt)
      const g = c.getContext('2d')
      g.font = font
      g.letterSpacing = letterSpacing
      if (blur) g.filter = `blur(${blur}px)`
      if (glow) {
        g.shadowColor = glow
        g.shadowBlur = 28
      }
      g.fillStyle = typeof fill === 'function' ? fill(g, metrics.width, ascent) : fill
      g.fillText(text, pad, pad + ascent)
      return { canvas: c, ox: pad, oy: pad + ascent, width: metrics.width }
    }
    const nameFont = '700 86px "Trailer Display"'
    ctx.save()
    ctx.font = nameFont
    ctx.letterSpacing = '-1.5px'
    const fullWidth = ctx.measureText(world.name).width
    const chars = [...world.name].map((ch, i, all) => {
      const offset = ctx.measureText(all.slice(0, i).join('')).width
      // One gradient across the whole word, shifted into each glyph's own canvas.
      const fill = (g, _w, ascent) => {
        const grad = g.createLinearGradient(
          pad - offset,
          pad,
          pad - offset + fullWidth,
          pad + ascent,
        )
        grad.addColorStop(0, '#ffffff')
        grad.addColorStop(0.55, '#ffffff')
        grad.addColorStop(1, world.light)
        return grad
      }
      return {
        offset,
        sharp: piece(ch, nameFont, '0px', fill, rgba(world.color, 0.42), 0),
        soft: piece(ch, nameFont, '0px', fill, rgba(world.color, 0.42), 6),
      }
    })
    ctx.restore()
    const label = piece(
      world.subject.toUpperCase(),
      '600 15px "Trailer Body"',
      '4px',
      rgba(world.light, 0.95),
      null,
      0,
    )
    const subtitle = piece(world.subtitle, '400 23px "Trailer Body"', '0px', '#d6ddf0', null, 0)
    return { chars, label, subtitle }
  }

  const blit = (p, x, y) => ctx.drawImage(p.canvas, x - p.ox, y - p.oy)

  function drawText(t) {
    const { world, text } = scene
    const x = 64
    const nameY = 456

    // Subject label with a growing accent rule.
    const labelIn = easeOut((t - 1.25) / 0.9)
    if (labelIn > 0) {
      ctx.globalAlpha = labelIn
      ctx.fillStyle = world.color
      ctx.fillRect(x, nameY - 78, 40 * labelIn, 2)
      blit(text.label, x + 54 + (1 - labelIn) * 14, nameY - 71 + (1 - labelIn) * 6)
    }

    // The world name, letter by letter: each rises, sharpens and fades in.
    text.chars.forEach((ch, i) => {
      const p = easeOut((t - 1.55 - i * 0.055) / 0.75)
      if (p <= 0) return
      const y = nameY + (1 - p) * 22
      if (p < 1) {
        ctx.globalAlpha = p * (1 - p) * 1.6
        blit(ch.soft, x + ch.offset, y)
      }
      ctx.globalAlpha = p * p
      blit(ch.sharp, x + ch.offset, y)
    })

    // Subtitle.
    const subIn = easeOut((t - 2.45) / 0.9)
    if (subIn > 0) {
      ctx.globalAlpha = subIn * 0.92
      blit(text.subtitle, x + 2, nameY + 44 + (1 - subIn) * 10)
    }
    ctx.globalAlpha = 1
  }

  function draw(t) {
    const { art, sky, halo, starLayers, motes, bokeh, mote, disc } = scene
    // Camera: a steady pan of exactly one pixel a frame, the art drifting right to make room for
    // the title. Whole-pixel steps and no zoom on purpose: the software H.264 encoder turns the
    // sub-pixel resampling of a zoom or a fractional pan into blocky, stair-stepped edges, while
    // an exact integer shift is predicted perfectly and stays sharp.
    const pan = Math.round(t * PAN_SPEED) - PAN_SPEED * 3
    const cx = ART_X + pan
    const cy = ART_Y
    ctx.globalCompositeOperation = 'source-over'
    ctx.globalAlpha = 1
    ctx.drawImage(sky, 0, 0)

    // Stars twinkle out of phase and drift a little against the camera.
    ctx.globalCompositeOperation = 'lighter'
    starLayers.forEach((layer, i) => {
      ctx.globalAlpha = 0.6 + 0.4 * Math.sin(t * (1.3 + i * 0.45) + i * 2.1)
      // Whole pixels: a fractional offset makes a full-frame blit resample, ~3 ms a layer.
      ctx.drawImage(layer, Math.round(-60 - pan * (0.15 + i * 0.06)), 0)
    })
    const pulse = 0.5 + 0.5 * Math.sin((t / 6) * Math.PI * 2 - Math.PI / 2)
    const hr = 480
    ctx.globalAlpha = 0.85 + 0.15 * pulse
    ctx.drawImage(halo, cx - hr, cy - hr, hr * 2, hr * 2)

    // The artwork, unscaled and on whole pixels.
    ctx.globalCompositeOperation = 'source-over'
    ctx.globalAlpha = 1
    ctx.drawImage(art, cx - art.width / 2, cy - art.height / 2)

    // Drifting motes in the world colour, and a few large out-of-focus discs in front.
    ctx.globalCompositeOperation = 'lighter'
    for (const m of motes) {
      const y = ((((m.y - t * m.vy) % (H + 80)) + H + 80) % (H + 80)) - 40
      const x = m.x + t * m.vx + Math.sin(m.phase + t * 0.9) * m.sway - pan * m.depth * 0.6
      const size = m.r * 7
      ctx.globalAlpha = m.a * (0.6 + 0.4 * Math.sin(m.phase * 3 + t * 2.2))
      ctx.drawImage(mote, x - size / 2, y - size / 2, size, size)
    }
    for (const d of bokeh) {
      const x = d.x + t * d.vx - pan * 1.5
      const y = d.y + Math.sin(d.phase + t * 0.5) * 12
      ctx.globalAlpha = d.a * (0.7 + 0.3 * Math.sin(d.phase + t))
      ctx.drawImage(disc, x - d.r, y - d.r, d.r * 2, d.r * 2)
    }
    ctx.globalCompositeOperation = 'source-over'

    // Vignette, crossfading to vignette plus scrim as the title arrives.
    const scrimIn = smooth(1.0, 2.6, t)
    if (scrimIn < 1) {
      ctx.globalAlpha = 1
      ctx.drawImage(scene.vignette, 0, 0)
    }
    if (scrimIn > 0) {
      ctx.globalAlpha = scrimIn
      ctx.drawImage(scene.scrim, 0, 0)
    }
    ctx.globalAlpha = 1

    drawText(t)

    // Fade up from and back down to the night colour, so the loop point is seamless.
    const dark = 1 - smooth(0, 0.7, t) * (1 - smooth(5.3, 6, t))
    if (dark > 0) {
      ctx.globalAlpha = dark
      ctx.fillStyle = '#060916'
      ctx.fillRect(0, 0, W, H)
      ctx.globalAlpha = 1
    }
  }

  async function record({ mimeType, bitrate, seconds, fps }) {
    const stream = canvas.captureStream(fps)
    const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bitrate })
    const chunks = []
    recorder.ondataavailable = (event) => {
      if (event.data.size) chunks.push(event.data)
    }
    const stopped = new Promise((done) => (recorder.onstop = done))
    // Warm up (JIT, glyph caches, first compositing) on a few frames across the whole timeline,
    // so the first recorded second does not stutter; then start on the first, dark frame.
    for (let i = 0; i <= 12; i += 1) {
      draw((i / 12) * seconds)
      await new Promise((done) => requestAnimationFrame(done))
    }
    draw(0)
    await new Promise((done) => requestAnimationFrame(done))
    recorder.start()
    // Draw on each 1/fps boundary of the wall clock (rAF runs at 60 Hz): the recorder timestamps
    // frames in real time, so content time must follow the clock, and skipping the in-between
    // vsyncs leaves the CPU to the encoder.
    const start = performance.now()
    let frames = 0
    let drawnIndex = -1
    let last = start
    let worstGap = 0
    await new Promise((done) => {
      const tick = () => {
        const now = performance.now()
        const index = Math.min(Math.floor(((now - start) / 1000) * fps), seconds * fps)
        if (index !== drawnIndex) {
          worstGap = Math.max(worstGap, now - last)
          last = now
          drawnIndex = index
          draw(index / fps)
          frames += 1
        }
        if (index >= seconds * fps) done()
        else requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    recorder.stop()
    await stopped
    stream.getTracks().forEach((track) => track.stop())
    const blob = new Blob(chunks, { type: recorder.mimeType })
    const dataUrl = await new Promise((done) => {
      const reader = new FileReader()
      reader.onload = () => done(reader.result)
      reader.readAsDataURL(blob)
    })
    return {
      mimeType: recorder.mimeType,
      base64: dataUrl.slice(dataUrl.indexOf(',') + 1),
      drawn: frames,
      worstGapMs: Math.round(worstGap),
    }
  }

  function poster(t, quality) {
    draw(t)
    return canvas.toDataURL('image/webp', quality)
  }

  window.trailer = { setup, record, poster, draw: (t) => draw(t) }
}

// ---------------------------------------------------------------------------------------------
// A tiny static server: the generator page, the art and fonts it needs, public/media with Range
// support (as a real host would serve it) and the verification page.

const types = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
}

const fontFiles = {
  'display.woff2':
    'node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  'body.woff2': 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
}

const generatorHtml = `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;background:#060916;overflow:hidden}canvas{display:block}
</style></head><body><canvas width="${WIDTH}" height="${HEIGHT}"></canvas>
<script>(${trailerPage.toString()})(${WIDTH}, ${HEIGHT})</script></body></html>`

function checkHtml(file, posterFile) {
  const poster = posterFile ? ` poster="/media/${posterFile}"` : ''
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;background:#000}video{display:block}
</style></head><body><video id="v" src="/media/${file}"${poster} muted autoplay loop playsinline
width="${WIDTH}" height="${HEIGHT}"></video></body></html>`
}

function sendFile(req, res, path, forceType) {
  if (!existsSync(path) || !statSync(path).isFile()) {
    res.writeHead(404).end('not found')
    return
  }
  const size = statSync(path).size
  const type = forceType ?? types[extname(path)] ?? 'application/octet-stream'
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '')
  const data = readFileSync(path)
  if (range) {
    const start = range[1] ? Number(range[1]) : size - Number(range[2])
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
    res.writeHead(206, {
      'Content-Type': type,
      'Content-Length': end - start + 1,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Accept-Ranges': 'bytes',
    })
    res.end(data.subarray(start, end + 1))
    return
  }
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': size, 'Accept-Ranges': 'bytes' })
  res.end(data)
}

function startServer() {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost')
    const path = decodeURIComponent(url.pathname)
    if (path === '/generator') {
      res.writeHead(200, { 'Content-Type': types['.html'] }).end(generatorHtml)
    } else if (path === '/check') {
      const html = checkHtml(url.searchParams.get('file'), url.searchParams.get('poster'))
      res.writeHead(200, { 'Content-Type': types['.html'] }).end(html)
    } else if (/^\/art\/[a-z]+\.svg$/.test(path)) {
      sendFile(req, res, join(root, `src/assets/art/world-hero-${path.slice(5, -4)}.svg`))
    } else if (path.startsWith('/font/') && fontFiles[path.slice(6)]) {
      sendFile(req, res, join(root, fontFiles[path.slice(6)]))
    } else if (/^\/media\/[\w.-]+$/.test(path)) {
      // ?as=mp4 serves any file as video/mp4, to test whether Chromium sniffs WebM content.
      const forceType = url.searchParams.get('as') === 'mp4' ? 'video/mp4' : undefined
      sendFile(req, res, join(mediaDir, path.slice(7)), forceType)
    } else {
      res.writeHead(404).end('not found')
    }
  })
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () =>
      done({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    )
  })
}

// ---------------------------------------------------------------------------------------------
// MP4 inspection: duration, sample count and codec string, read from the boxes.

function inspectMp4(buffer) {
  const info = { duration: 0, samples: 0, codec: null }
  const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'moof', 'traf', 'mvex'])
  const walk = (start, end) => {
    let at = start
    while (at + 8 <= end) {
      let size = buffer.readUInt32BE(at)
      const type = buffer.toString('latin1', at + 4, at + 8)
      let header = 8
      if (size === 1) {
        size = Number(buffer.readBigUInt64BE(at + 8))
        header = 16
      } else if (size === 0) size = end - at
      if (size < header) break
      const body = at + header
      if (containers.has(type)) walk(body, at + size)
      else if (type === 'mvhd') {
        const v1 = buffer[body] === 1
        const timescale = buffer.readUInt32BE(body + (v1 ? 20 : 12))
        const duration = v1
          ? Number(buffer.readBigUInt64BE(body + 24))
          : buffer.readUInt32BE(body + 16)
        info.duration = duration / timescale
      } else if (type === 'trun') {
        info.samples += buffer.readUInt32BE(body + 4)
      } else if (type === 'stsz') {
        info.samples += buffer.readUInt32BE(body + 8)
      } else if (type === 'stsd') {
        const entry = body + 8
        const format = buffer.toString('latin1', entry + 4, entry + 8)
        const avcC = buffer.indexOf('avcC', entry, 'latin1')
        info.codec =
          format === 'avc1' && avcC > 0
            ? `avc1.${buffer.subarray(avcC + 5, avcC + 8).toString('hex')}`
            : format
      }
      at += size
    }
  }
  walk(0, buffer.length)
  return info
}

// ---------------------------------------------------------------------------------------------

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

function existingVideo(world) {
  for (const ext of ['mp4', 'webm']) {
    if (existsSync(join(mediaDir, `${world.name}.${ext}`))) return `${world.name}.${ext}`
  }
  return null
}

async function pickMimeType(page, forceWebm) {
  const support = await page.evaluate(
    (candidates) => candidates.map((type) => [type, MediaRecorder.isTypeSupported(type)]),
    MIME_CANDIDATES,
  )
  for (const [type, ok] of support) console.log(`  MediaRecorder ${type}: ${ok ? 'yes' : 'no'}`)
  const chosen = support.find(([type, ok]) => ok && !(forceWebm && type.includes('mp4')))
  if (!chosen) throw new Error('MediaRecorder supports none of the candidate types')
  return chosen[0]
}

// Does Chromium play this WebM file when it is served as /media/<World>.mp4 with video/mp4?
async function playsAsMp4(browser, origin, file) {
  const page = await browser.newPage()
  try {
    await page.goto(`${origin}/check?file=${encodeURIComponent(`${file}?as=mp4`)}`)
    return await page.evaluate(async () => {
      const video = document.getElementById('v')
      try {
        await Promise.race([video.play(), new Promise((_, no) => setTimeout(no, 8000))])
        return video.videoWidth > 0
      } catch {
        return false
      }
    })
  } finally {
    await page.close()
  }
}

async function generate(browser, origin, selected, forceWebm) {
  mkdirSync(mediaDir, { recursive: true })
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
  await page.goto(`${origin}/generator`)
  const mimeType = await pickMimeType(page, forceWebm)
  console.log(
    `  recording as ${mimeType}, ${BITRATE / 1000} kbit/s asked, ${FPS} fps, ${SECONDS} s`,
  )
  const isMp4 = mimeType.startsWith('video/mp4')

  for (const world of selected) {
    // Real-time recording can drop frames if the machine is busy, and the encoder's output size
    // varies: take up to three attempts, stepping the bitrate down if a file is over budget.
    let bitrate = BITRATE
    let take
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page.goto(`${origin}/generator`)
      await page.bringToFront()
      await page.evaluate((w) => window.trailer.setup(w), world)
      const result = await page.evaluate((options) => window.trailer.record(options), {
        mimeType,
        bitrate,
        seconds: SECONDS,
        fps: FPS,
      })
      const bytes = Buffer.from(result.base64, 'base64')
      const box = isMp4 ? inspectMp4(bytes) : null
      const fps = box?.duration ? box.samples / box.duration : null
      const smooth = result.worstGapMs < 100 && (fps === null || fps >= FPS - 1.5)
      const small = bytes.length <= VIDEO_MAX_BYTES
      console.log(
        `  ${world.name} take ${attempt}: ${kb(bytes.length)} at ${bitrate / 1000} kbit/s asked, ` +
          `${result.drawn} frames drawn, worst gap ${result.worstGapMs} ms` +
          (fps ? `, ${box.samples} frames encoded (${fps.toFixed(1)} fps)` : ''),
      )
      if (!take || (smooth && small) || (!take.smooth && smooth)) {
        take = { bytes, result, smooth, small }
      }
      if (smooth && small) break
      if (!small) bitrate = Math.round((bitrate * 0.8) / 1000) * 1000
    }
    if (!take.smooth || !take.small) {
      console.warn(
        `  ${world.name}: kept a take that is ${take.smooth ? 'over budget' : 'not smooth'}`,
      )
    }
    const { bytes, result } = take
    for (const ext of ['mp4', 'webm']) {
      rmSync(join(mediaDir, `${world.name}.${ext}`), { force: true })
    }
    let file = `${world.name}.mp4`
    writeFileSync(join(mediaDir, file), bytes)
    if (!isMp4) {
      const plays = await playsAsMp4(browser, origin, file)
      console.log(
        `  ${file}: WebM content served as video/mp4 ${plays ? 'plays' : 'does NOT play'}`,
      )
      if (!plays) {
        file = `${world.name}.webm`
        renameSync(join(mediaDir, `${world.name}.mp4`), join(mediaDir, file))
      }
    }

    let quality = 0.8
    let poster
    for (;;) {
      const dataUrl = await page.evaluate(
        ([t, q]) => window.trailer.poster(t, q),
        [POSTER_TIME, quality],
      )
      poster = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
      if (poster.length <= POSTER_MAX_BYTES || quality <= 0.5) break
      quality = Math.round((quality - 0.05) * 100) / 100
    }
    writeFileSync(join(mediaDir, `${world.name}-poster.webp`), poster)
    console.log(
      `  wrote ${file} (${result.mimeType}, ${kb(bytes.length)}) and ` +
        `${world.name}-poster.webp (${kb(poster.length)}, quality ${quality})`,
    )
  }
  await page.close()
}

async function verify(browser, origin) {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
  let failures = 0
  for (const world of worlds) {
    const file = existingVideo(world)
    const posterFile = `${world.name}-poster.webp`
    if (!file) {
      console.log(`  ${world.name}: no video in public/media`)
      failures += 1
      continue
    }
    const bytes = readFileSync(join(mediaDir, file))
    const box =
      file.endsWith('.mp4') && bytes.toString('latin1', 4, 8) === 'ftyp' ? inspectMp4(bytes) : null
    await page.goto(`${origin}/check?file=${file}&poster=${posterFile}`)
    await page.bringToFront()
    const r = await page.evaluate(async () => {
      const video = document.getElementById('v')
      const until = (test, ms) =>
        new Promise((done) => {
          const started = performance.now()
          const poll = () => {
            if (test()) done(true)
            else if (performance.now() - started > ms) done(false)
            else setTimeout(poll, 20)
          }
          poll()
        })
      const loaded = await until(() => video.readyState >= 2, 10000)
      const autoplayed = await until(() => !video.paused && video.currentTime > 0.3, 5000)
      const out = {
        loaded,
        readyState: video.readyState,
        autoplayed,
        muted: video.muted,
        autoplay: video.autoplay,
        loop: video.loop,
        duration: video.duration,
        width: video.videoWidth,
        height: video.videoHeight,
        error: video.error?.message ?? null,
      }
      // Jump close to the end and watch playback wrap around to the start without ending.
      video.currentTime = Math.max(0, video.duration - 0.4)
      await until(() => video.currentTime > video.duration - 1, 3000)
      out.looped = await until(() => video.currentTime < 1 && !video.ended && !video.paused, 4000)
      // A still for a human look, mid-title.
      video.pause()
      video.currentTime = 3.6
      await new Promise((done) => video.addEventListener('seeked', done, { once: true }))
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      const poster = new Image()
      poster.src = video.poster
      await poster.decode().catch(() => {})
      out.posterWidth = poster.naturalWidth
      out.posterHeight = poster.naturalHeight
      return out
    })
    await page.locator('#v').screenshot({ path: `/tmp/trailer-${world.key}.png` })
    const posterBytes = existsSync(join(mediaDir, posterFile))
      ? statSync(join(mediaDir, posterFile)).size
      : 0
    const ok =
      r.loaded &&
      r.autoplayed &&
      r.looped &&
      r.muted &&
      r.autoplay &&
      r.loop &&
      Math.abs(r.duration - SECONDS) < 0.35 &&
      r.width === WIDTH &&
      r.height === HEIGHT &&
      r.posterWidth === WIDTH &&
      posterBytes <= POSTER_MAX_BYTES
    if (!ok) failures += 1
    const fps = box?.duration
      ? ` ${box.samples} frames (${(box.samples / box.duration).toFixed(1)} fps), ${box.codec},`
      : ''
    console.log(
      `  ${ok ? 'ok  ' : 'FAIL'} ${file} ${kb(bytes.length)}: readyState ${r.readyState}, ` +
        `${r.duration.toFixed(2)} s, ${r.width}x${r.height},${fps} autoplay ${r.autoplayed}, ` +
        `loops ${r.looped}; poster ${r.posterWidth}x${r.posterHeight} ${kb(posterBytes)}` +
        (r.error ? `; error ${r.error}` : '') +
        `  -> /tmp/trailer-${world.key}.png`,
    )
  }
  await page.close()
  return failures
}

const args = process.argv.slice(2)
const checkOnly = args.includes('--check')
// --webm: skip the MP4 types, to exercise the WebM fallback (and its .mp4-name playback test).
const forceWebm = args.includes('--webm')
const keys = args.filter((arg) => !arg.startsWith('--'))
const selected = keys.length ? worlds.filter((world) => keys.includes(world.key)) : worlds
if (keys.length && selected.length !== keys.length) {
  console.error(`unknown world key; use ${worlds.map((world) => world.key).join(', ')}`)
  process.exit(1)
}

const { server, origin } = await startServer()
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  // Keep timers and rendering at full speed: recording happens in real time.
  args: ['--disable-background-timer-throttling'],
})
let failures = 0
try {
  if (!checkOnly) {
    console.log('generating trailers')
    await generate(browser, origin, selected, forceWebm)
  }
  console.log('verifying public/media')
  failures = await verify(browser, origin)
} finally {
  await browser.close()
  server.close()
}
if (failures) {
  console.error(`${failures} trailer(s) failed verification`)
  process.exit(1)
}
