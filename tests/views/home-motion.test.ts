import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// WCAG 2.2.2: on the home page, what moves by itself for more than 5 s can be paused. The
// carousels and the worlds' trailers answer to their rotation controls (tests/components/
// carousel.test.tsx, tests/e2e/home.e2e.ts); a CSS animation has no control, so none may run
// longer than 5 s.
const folders = ['src/views/home', 'src/components/carousel']

/** Every `animation` declaration in the home page's style sheets, with its file. */
function animations() {
  return folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.css'))
      .flatMap((name) => {
        const css = readFileSync(join(folder, name), 'utf8')
        return [...css.matchAll(/animation:\s*([^;]+);/g)].map((m) => ({ name, value: m[1]! }))
      }),
  )
}

describe('the home page’s CSS animations', () => {
  it('finds the blog placeholders’ shimmer (so the check below reads something)', () => {
    expect(animations().some((a) => a.value.startsWith('shimmer'))).toBe(true)
  })

  it('each stops within 5 s: no infinite one, duration × count at most 5 s', () => {
    for (const { name, value } of animations()) {
      if (value === 'none') continue
      expect(value, name).not.toMatch(/infinite/)
      const seconds = Number(/(\d+(?:\.\d+)?)s\b/.exec(value)?.[1] ?? 0)
      const count = Number(/\s(\d+)\s*$/.exec(value)?.[1] ?? 1)
      expect(seconds * count, `${name}: ${value}`).toBeLessThanOrEqual(5)
    }
  })
})
