/* global document, window */
// Writing a world's files into public/media: the video (WebM bytes keep the .mp4 name only if
// Chromium plays them under it, else <World>.webm) and the poster, its WebP quality stepped down
// until it is within budget.
import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { mediaDir, POSTER_MAX_BYTES, POSTER_TIME } from './settings.mjs'

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

/** Writes the video, replacing any earlier one; resolves to its file name. */
export async function saveVideo(browser, origin, world, bytes, isMp4) {
  for (const ext of ['mp4', 'webm']) {
    rmSync(join(mediaDir, `${world.name}.${ext}`), { force: true })
  }
  let file = `${world.name}.mp4`
  writeFileSync(join(mediaDir, file), bytes)
  if (!isMp4) {
    const plays = await playsAsMp4(browser, origin, file)
    console.log(`  ${file}: WebM content served as video/mp4 ${plays ? 'plays' : 'does NOT play'}`)
    if (!plays) {
      file = `${world.name}.webm`
      renameSync(join(mediaDir, `${world.name}.mp4`), join(mediaDir, file))
    }
  }
  return file
}

/** Draws the poster frame and writes it; resolves to its bytes and the WebP quality used. */
export async function savePoster(page, world) {
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
  return { poster, quality }
}
