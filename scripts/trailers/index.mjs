#!/usr/bin/env node
// `npm run trailers`: the looping world trailers served at /media/<World>.mp4 and their posters
// /media/<World>-poster.webp (docs/media.md). No ffmpeg: each trailer is drawn on a 960x540
// canvas in headless Chromium and recorded in real time with captureStream + MediaRecorder.
//
//   npm run trailers                  make all five trailers, then verify them
//   npm run trailers -- bioverse      make one (or several) by key, then verify all
//   npm run trailers -- --check       only verify what is in public/media
//   npm run trailers -- --webm        record WebM even if MP4 is supported (tests the fallback:
//                                     WebM bytes named .mp4 if Chromium plays them so, else
//                                     <World>.webm)
//
// The parts, in the order they act:
//   settings.mjs      paths, the format and its budgets, the worlds' copy and colours
//   server.mjs        a loopback server for the generator page, the art, fonts and public/media
//   page/             what runs in the page: the scene's still layers, the title, a frame at
//                     time t, the recorder (page/index.mjs puts them together)
//   generate.mjs      per world, the best of up to three real-time takes
//   mp4.mjs           reads a take's duration, frame count and codec from its boxes
//   save.mjs          writes the video (and the WebM fallback) and the poster
//   verify.mjs        plays every file in Chromium and checks it
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../chromium.mjs'
import { generate } from './generate.mjs'
import { startServer } from './server.mjs'
import { worlds } from './settings.mjs'
import { verify } from './verify.mjs'

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
  executablePath: chromiumPath,
  // The shared flags, and timers and rendering kept at full speed: recording happens in real time.
  args: [...chromiumArgs, '--disable-background-timer-throttling'],
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
