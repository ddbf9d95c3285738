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

  return { clamp01, smooth, easeOut, random, rgba, offscreen, glowSprite, bokehSprite }
}
