/* global document, Image, FontFace */
// The layers of a world's scene that do not change from frame to frame, rendered once: the art
// with its bloom, the night sky, the halo, three layers of stars, the motes and out-of-focus discs
// (positions from the world's seed), the vignette and the title's scrim. frame.mjs composes them.
// Runs in the generator page (see kit.mjs).

export function sceneLayers(W, H, kit) {
  const { random, rgba, offscreen, glowSprite, bokehSprite } = kit
  // The art is drawn at 1.2x its 640x420 size (768x504); frame.mjs places it.
  const ART_SCALE = 1.2

  /** Loads the fonts and the world's art, then renders everything that stays still. */
  async function build(world) {
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

    return {
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
    }
  }

  return { build }
}
