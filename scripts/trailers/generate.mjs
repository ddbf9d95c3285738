/* global window, MediaRecorder */
// Making the trailers: the recording format MediaRecorder offers, then for each world the best of
// up to three real-time takes (smooth and within budget), written with its poster by save.mjs.
import { mkdirSync } from 'node:fs'
import { inspectMp4 } from './mp4.mjs'
import { savePoster, saveVideo } from './save.mjs'
import {
  BITRATE,
  FPS,
  HEIGHT,
  kb,
  mediaDir,
  MIME_CANDIDATES,
  SECONDS,
  VIDEO_MAX_BYTES,
  WIDTH,
} from './settings.mjs'

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

/** Records one world's trailer, retrying a take that dropped frames or came out too large. */
async function bestTake(page, origin, world, mimeType, isMp4) {
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
  return take
}

/** Records the selected worlds into public/media, each with its poster. */
export async function generate(browser, origin, selected, forceWebm) {
  mkdirSync(mediaDir, { recursive: true })
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
  await page.goto(`${origin}/generator`)
  const mimeType = await pickMimeType(page, forceWebm)
  console.log(
    `  recording as ${mimeType}, ${BITRATE / 1000} kbit/s asked, ${FPS} fps, ${SECONDS} s`,
  )
  const isMp4 = mimeType.startsWith('video/mp4')

  for (const world of selected) {
    const take = await bestTake(page, origin, world, mimeType, isMp4)
    if (!take.smooth || !take.small) {
      console.warn(
        `  ${world.name}: kept a take that is ${take.smooth ? 'over budget' : 'not smooth'}`,
      )
    }
    const { bytes, result } = take
    const file = await saveVideo(browser, origin, world, bytes, isMp4)
    const { poster, quality } = await savePoster(page, world)
    console.log(
      `  wrote ${file} (${result.mimeType}, ${kb(bytes.length)}) and ` +
        `${world.name}-poster.webp (${kb(poster.length)}, quality ${quality})`,
    )
  }
  await page.close()
}
