/* global requestAnimationFrame, MediaRecorder, FileReader */
// Recording: the canvas captured at the frame rate and encoded by MediaRecorder in real time,
// drawn on the wall clock's frame boundaries; and the poster, one frame as WebP. Runs in the
// generator page (see kit.mjs).

export function pageRecorder(canvas, draw) {
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

  return { record, poster }
}
