/* global document */
// The small tools the page-side modules share: easing curves, a seeded random, colours,
// offscreen canvases and the two glow sprites. Like every module in page/, this runs in the
// generator page, not in Node: index.mjs serialises it, so it may use only browser APIs and what
// it defines itself.

export function pageKit() {
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

  // A round sprite `size` px wide, filled with a radial gradient through `stops` ([offset, colour]).
  function radialSprite(size, stops) {
    const c = offscreen(size, size)
    const g = c.getContext('2d')
    const r = size / 2
    const grad = g.createRadialGradient(r, r, 0, r, r, r)
    for (const [offset, colour] of stops) grad.addColorStop(offset, colour)
    g.fillStyle = grad
    g.fillRect(0, 0, size, size)
    return c
  }

  // A soft round glow: a bright core fading through the world colour to nothing.
  const glowSprite = (core, color) =>
    radialSprite(64, [
      [0, rgba(core, 1)],
      [0.12, rgba(core, 0.9)],
      [0.3, rgba(color, 0.35)],
      [1, rgba(color, 0)],
    ])

  const bokehSprite = (color) =>
    radialSprite(128, [
      [0, rgba(color, 0.55)],
      [0.75, rgba(color, 0.4)],
      [0.9, rgba(color, 0.5)],
      [1, rgba(color, 0)],
    ])

  return { clamp01, smooth, easeOut, random, rgba, offscreen, glowSprite, bokehSprite }
}
