/* global document, Image, requestAnimationFrame */
// Verifying public/media in Chromium, as a visitor's browser would play it: each world's video
// loads, lasts about 6 s, is 960x540, autoplays muted and loops; its poster is 960x540 and within
// budget. A frame of each is saved to /tmp/trailer-<key>.png for a human look.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { inspectMp4 } from './mp4.mjs'
import { HEIGHT, kb, mediaDir, POSTER_MAX_BYTES, SECONDS, WIDTH, worlds } from './settings.mjs'

function existingVideo(world) {
  for (const ext of ['mp4', 'webm']) {
    if (existsSync(join(mediaDir, `${world.name}.${ext}`))) return `${world.name}.${ext}`
  }
  return null
}

/** Checks every world's files; resolves to the number that failed. */
export async function verify(browser, origin) {
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
