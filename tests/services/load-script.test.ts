// @vitest-environment jsdom
// A third party's script, added to the page once (src/services/load-script.ts): the scheduling
// widget's, which every opening of the scheduler asks for.
import { describe, expect, it } from 'vitest'
import { loadScript } from '../../src/services/load-script'

const scripts = (src: string) => [...document.head.querySelectorAll(`script[src="${src}"]`)]

describe('loadScript', () => {
  it('adds the script once, async, and every call waits for the same load', async () => {
    const src = 'https://widgets.example/one.js'
    const first = loadScript(src)
    const second = loadScript(src)
    expect(second).toBe(first)
    expect(scripts(src)).toHaveLength(1)
    const script = scripts(src)[0] as HTMLScriptElement
    expect(script.async).toBe(true)
    script.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBeUndefined()
    // Loaded, it is not added again.
    await expect(loadScript(src)).resolves.toBeUndefined()
    expect(scripts(src)).toHaveLength(1)
  })

  it('rejects when the script cannot load, takes it out, and tries again on the next call', async () => {
    const src = 'https://widgets.example/blocked.js'
    const failed = loadScript(src)
    scripts(src)[0]!.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toThrow(`Could not load ${src}`)
    expect(scripts(src)).toHaveLength(0)
    const again = loadScript(src)
    expect(again).not.toBe(failed)
    expect(scripts(src)).toHaveLength(1)
    scripts(src)[0]!.dispatchEvent(new Event('load'))
    await expect(again).resolves.toBeUndefined()
  })
})
