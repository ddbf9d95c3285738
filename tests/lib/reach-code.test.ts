// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The helper keeps what it reached for the page's life: a fresh module for each test. */
async function fresh() {
  vi.resetModules()
  return import('../../src/lib/reach-code')
}

/** A server that answers each address as the test says (200 by default). */
function server() {
  const answers = new Map<string, number | 'offline'>()
  const asked: string[] = []
  const fetch = vi.fn(async (address: string | URL) => {
    const path = new URL(String(address)).pathname
    asked.push(path)
    const answer = answers.get(path) ?? 200
    if (answer === 'offline') throw new TypeError('Failed to fetch')
    return new Response('export {}', { status: answer })
  })
  vi.stubGlobal('fetch', fetch)
  return { answers, asked }
}

beforeEach(() => {
  document.head.innerHTML = ''
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('loading code on use, each file reached first', () => {
  it('fetches every file of an import once, then imports', async () => {
    const { loadReached } = await fresh()
    const { asked } = server()
    const load = vi.fn(async () => 'module')
    await expect(loadReached(load, ['assets/form.js', 'assets/valibot.js'])).resolves.toBe('module')
    await loadReached(load, ['assets/form.js', 'assets/valibot.js', 'assets/check.js'])
    expect(asked).toEqual(['/assets/form.js', '/assets/valibot.js', '/assets/check.js'])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('leaves out what the page loaded itself (its start-up script’s module preloads)', async () => {
    const { loadReached } = await fresh()
    const { asked } = server()
    const preload = document.createElement('link')
    preload.rel = 'modulepreload'
    preload.href = '/assets/react.js'
    document.head.append(preload)
    await loadReached(async () => 'module', ['assets/form.js', 'assets/react.js'])
    expect(asked).toEqual(['/assets/form.js'])
  })

  it('does not import what it could not reach, and says why: gone after a deployment', async () => {
    const { loadReached, isUnreachableCode } = await fresh()
    const { answers } = server()
    answers.set('/assets/country-select.js', 404)
    const load = vi.fn(async () => 'module')
    const error = await loadReached(load, ['assets/country-select.js']).catch((e: unknown) => e)
    expect(isUnreachableCode(error) && error.gone).toBe(true)
    expect(load).not.toHaveBeenCalled()
  })

  it('says unreachable offline, and imports when tried again once the file can be reached', async () => {
    const { loadReached, isUnreachableCode } = await fresh()
    const { answers, asked } = server()
    answers.set('/assets/send-form.js', 'offline')
    const load = vi.fn(async () => 'module')
    const error = await loadReached(load, ['assets/send-form.js']).catch((e: unknown) => e)
    expect(isUnreachableCode(error) && !error.gone).toBe(true)
    expect(load).not.toHaveBeenCalled()
    answers.delete('/assets/send-form.js')
    await expect(loadReached(load, ['assets/send-form.js'])).resolves.toBe('module')
    expect(asked).toEqual(['/assets/send-form.js', '/assets/send-form.js'])
  })

  it('calls an answer that is neither 200 nor gone unreachable (a server error, a filter)', async () => {
    const { loadReached, isUnreachableCode } = await fresh()
    const { answers } = server()
    answers.set('/assets/modal-host.js', 503)
    const error = await loadReached(async () => 1, ['assets/modal-host.js']).catch((e) => e)
    expect(isUnreachableCode(error) && !error.gone).toBe(true)
  })

  it('links a style sheet once it is fetched, and removes the link when it fails', async () => {
    const { loadReached, isUnreachableCode } = await fresh()
    server()
    const styled = loadReached(async () => 'module', ['assets/form.css'])
    await vi.waitFor(() => expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull())
    document.querySelector('link')!.dispatchEvent(new Event('load'))
    await expect(styled).resolves.toBe('module')

    const failing = loadReached(async () => 'module', ['assets/dialog.css'])
    await vi.waitFor(() => expect(document.querySelectorAll('link').length).toBe(2))
    document.querySelectorAll('link')[1]!.dispatchEvent(new Event('error'))
    const error = await failing.catch((e: unknown) => e)
    expect(isUnreachableCode(error)).toBe(true)
    expect([...document.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
      'http://localhost:3000/assets/form.css',
    ])
  })

  it('imports at once an import that names no file (none does in the build)', async () => {
    const { loadReached } = await fresh()
    const { asked } = server()
    await expect(loadReached(async () => 'module')).resolves.toBe('module')
    expect(asked).toEqual([])
  })
})
