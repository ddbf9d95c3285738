// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

async function fresh() {
  vi.resetModules()
  return import('../../src/lib/keep-across-reload')
}

function stubLocation(pathname: string) {
  const reload = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname, reload })
  return reload
}

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

describe('what a page keeps across a reload it asks for', () => {
  it('writes what each part holds, reloads, and gives it back once on the same address', async () => {
    const before = await fresh()
    const reload = stubLocation('/fr/svs')
    before.keepAcrossReload('form:generalContact', () => ({ name: 'Ada', country: 'KE' }))
    before.keepAcrossReload('form:waitlist', () => undefined)
    before.keepAcrossReload('dialogs', () => ['schoolContact'])
    before.reloadKeepingWhatWasTyped()
    expect(reload).toHaveBeenCalledTimes(1)

    const after = await fresh()
    expect(after.takeKept('form:generalContact')).toEqual({ name: 'Ada', country: 'KE' })
    expect(after.takeKept('form:generalContact')).toBeUndefined()
    expect(after.takeKept('form:waitlist')).toBeUndefined()
    expect(after.takeKept('dialogs')).toEqual(['schoolContact'])
    // Nothing outlives the page that took it back.
    expect(sessionStorage.length).toBe(0)
  })

  it('gives nothing back on another address', async () => {
    const before = await fresh()
    stubLocation('/svs')
    before.keepAcrossReload('form:generalContact', () => ({ name: 'Ada' }))
    before.reloadKeepingWhatWasTyped()
    const after = await fresh()
    stubLocation('/grant')
    expect(after.takeKept('form:generalContact')).toBeUndefined()
  })

  it('forgets a part that is gone from the page', async () => {
    const page = await fresh()
    stubLocation('/svs')
    const stop = page.keepAcrossReload('form:schoolContact', () => ({ name: 'Ada' }))
    stop()
    page.reloadKeepingWhatWasTyped()
    const after = await fresh()
    expect(after.takeKept('form:schoolContact')).toBeUndefined()
  })
})
