// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  loadAlong,
  onUse,
  reportToShell,
  retryShellCodes,
  shellFailure,
  subscribeShellFailure,
} from '../../src/lib/on-use'
import { isUnreachableCode, UnreachableCode } from '../../src/lib/reach-code'

/** A load that answers as the test says, each time it is tried. */
function loader<T>(value: T) {
  const answers: Array<'ok' | 'unreachable' | 'gone'> = []
  const load = vi.fn(async () => {
    const answer = answers.shift() ?? 'ok'
    if (answer !== 'ok') throw new UnreachableCode('/assets/x.js', answer === 'gone')
    return value
  })
  return { load, answers }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('code loaded on use', () => {
  it('loads once when wanted, and gives the code', async () => {
    const { load } = loader('the form')
    const code = onUse(load)
    expect(code.state()).toBe('idle')
    const settled = code.want()
    expect(code.state()).toBe('loading')
    code.want()
    await settled
    expect(code.state()).toBe('loaded')
    expect(code.value()).toBe('the form')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says it is unreachable, never rejects, and loads again on Try again', async () => {
    const { load, answers } = loader('the form')
    answers.push('unreachable')
    const code = onUse(load)
    await expect(code.want()).resolves.toBeUndefined()
    expect(code.state()).toBe('unreachable')
    expect(code.value()).toBeUndefined()
    code.retry()
    await code.want()
    expect(code.state()).toBe('loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads again by itself when the browser is back online', async () => {
    const { load, answers } = loader('the form')
    answers.push('unreachable')
    const code = onUse(load)
    await code.want()
    const changes: string[] = []
    code.subscribe(() => changes.push(code.state()))
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(code.state()).toBe('loaded'))
    expect(changes).toEqual(['loading', 'loaded'])
  })

  it('is gone when the server says so, and does not try again', async () => {
    const { load, answers } = loader('the form')
    answers.push('gone')
    const code = onUse(load)
    await code.want()
    expect(code.state()).toBe('gone')
    code.retry()
    window.dispatchEvent(new Event('online'))
    expect(code.state()).toBe('gone')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps a fault in the code itself local too, and says it in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const code = onUse(async () => {
      throw new TypeError('x is not a function')
    })
    await code.want()
    expect(code.state()).toBe('unreachable')
    expect(error).toHaveBeenCalledTimes(1)
  })
})

describe('the shell’s notice', () => {
  it('speaks for the codes that report to it: gone before unreachable, until they load', async () => {
    const menu = loader('menu')
    const dialogs = loader('dialogs')
    menu.answers.push('unreachable')
    dialogs.answers.push('gone')
    const menuCode = onUse(menu.load)
    const dialogCode = onUse(dialogs.load)
    const stopMenu = reportToShell(menuCode)
    const stopDialogs = reportToShell(dialogCode)
    const heard = vi.fn()
    const stop = subscribeShellFailure(heard)
    expect(shellFailure()).toBeNull()
    await menuCode.want()
    expect(shellFailure()).toBe('unreachable')
    await dialogCode.want()
    expect(shellFailure()).toBe('gone')
    stopDialogs()
    expect(shellFailure()).toBe('unreachable')
    retryShellCodes()
    await menuCode.want()
    expect(shellFailure()).toBeNull()
    expect(heard).toHaveBeenCalled()
    stop()
    stopMenu()
  })
})

describe('loading along', () => {
  it('resolves once every view has loaded, and rejects as the first that could not', async () => {
    const host = loader('host')
    host.answers.push('unreachable')
    const view = onUse(host.load)
    const error = await loadAlong([view]).catch((e: unknown) => e)
    expect(isUnreachableCode(error) && !error.gone).toBe(true)
    // Tried again with the next load, not left where it failed.
    await expect(loadAlong([view])).resolves.toBeUndefined()
    expect(view.state()).toBe('loaded')
  })

  it('says gone when one of them is gone', async () => {
    const host = loader('host')
    host.answers.push('gone')
    const error = await loadAlong([onUse(host.load)]).catch((e: unknown) => e)
    expect(isUnreachableCode(error) && error.gone).toBe(true)
  })
})
