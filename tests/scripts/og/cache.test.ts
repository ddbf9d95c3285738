import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cachedPng, cacheKey } from '../../../scripts/og/cache'
import { logoSvg } from '../../../scripts/og/cards/logo'
import { renderPng } from '../../../scripts/og/render'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'og-cache-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the cards’ cache', () => {
  it('keys a drawing by its SVG and its width', () => {
    const key = cacheKey('<svg/>', 1200)
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(cacheKey('<svg/>', 1200)).toBe(key)
    expect(cacheKey('<svg><rect/></svg>', 1200)).not.toBe(key)
    expect(cacheKey('<svg/>', 512)).not.toBe(key)
  })

  it('gives a drawing the same key after a card has been drawn', () => {
    const key = cacheKey('<svg/>', 1200)
    renderPng(logoSvg(), 512)
    expect(cacheKey('<svg/>', 1200)).toBe(key)
  })

  it('draws a card once, then hands back the same file without drawing it again', () => {
    const dir = join(tempDir(), 'og')
    const render = vi.fn(() => Uint8Array.of(1, 2, 3))
    const first = cachedPng(dir, '<svg/>', 1200, render)
    expect(first.drawn).toBe(true)
    expect([...readFileSync(first.file)]).toEqual([1, 2, 3])
    const again = cachedPng(dir, '<svg/>', 1200, render)
    expect(again).toEqual({ file: first.file, drawn: false })
    expect(render).toHaveBeenCalledTimes(1)
    // A changed drawing is drawn anew, beside the first.
    expect(cachedPng(dir, '<svg><rect/></svg>', 1200, render).drawn).toBe(true)
    expect(readdirSync(dir).sort()).toHaveLength(2)
  })
})
