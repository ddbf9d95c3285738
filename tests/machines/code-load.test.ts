import { describe, expect, it } from 'vitest'
import {
  codeLoadTransition,
  initialCodeLoadState,
  isCodeLoadFailure,
  type CodeLoadEvent,
  type CodeLoadState,
} from '../../machines/code-load'

const events: CodeLoadEvent[] = [
  { type: 'code.want' },
  { type: 'code.loaded' },
  { type: 'code.failed', gone: false },
  { type: 'code.failed', gone: true },
  { type: 'network.online' },
  { type: 'code.retry' },
]
const name = (event: CodeLoadEvent) =>
  event.type === 'code.failed' ? `code.failed(${event.gone ? 'gone' : 'unreachable'})` : event.type

/** Every sequence of events up to `depth`, with the states it passes through. */
function* walks(depth: number): Generator<{ path: CodeLoadEvent[]; states: CodeLoadState[] }> {
  const queue = [{ path: [] as CodeLoadEvent[], states: [initialCodeLoadState] }]
  while (queue.length) {
    const walk = queue.shift()!
    yield walk
    if (walk.path.length === depth) continue
    for (const event of events) {
      queue.push({
        path: [...walk.path, event],
        states: [...walk.states, codeLoadTransition(walk.states.at(-1)!, event)],
      })
    }
  }
}

describe('the life of code loaded on use', () => {
  it('loads when wanted, and stays loaded', () => {
    expect(codeLoadTransition('idle', { type: 'code.want' })).toBe('loading')
    expect(codeLoadTransition('loading', { type: 'code.loaded' })).toBe('loaded')
    for (const event of events) expect(codeLoadTransition('loaded', event)).toBe('loaded')
  })

  it('is unreachable when a file cannot be fetched, and loads again online or on Try again', () => {
    expect(codeLoadTransition('loading', { type: 'code.failed', gone: false })).toBe('unreachable')
    expect(codeLoadTransition('unreachable', { type: 'network.online' })).toBe('loading')
    expect(codeLoadTransition('unreachable', { type: 'code.retry' })).toBe('loading')
    // Wanting it again (a pointer passing over the field) does not start another try.
    expect(codeLoadTransition('unreachable', { type: 'code.want' })).toBe('unreachable')
  })

  it('is gone when the server says a newer deployment replaced it, and only a reload helps', () => {
    expect(codeLoadTransition('loading', { type: 'code.failed', gone: true })).toBe('gone')
    for (const event of events) expect(codeLoadTransition('gone', event)).toBe('gone')
  })

  it('ignores what a state does not expect', () => {
    expect(codeLoadTransition('idle', { type: 'code.loaded' })).toBe('idle')
    expect(codeLoadTransition('idle', { type: 'network.online' })).toBe('idle')
    expect(codeLoadTransition('loading', { type: 'code.want' })).toBe('loading')
    expect(codeLoadTransition('loading', { type: 'code.retry' })).toBe('loading')
  })

  it('says which states are failures shown in place', () => {
    expect(
      ['idle', 'loading', 'loaded', 'unreachable', 'gone'].filter((s) =>
        isCodeLoadFailure(s as CodeLoadState),
      ),
    ).toEqual(['unreachable', 'gone'])
  })

  // Model-based: every path of six events or fewer (6^6 paths), checked against what the page
  // relies on. Together they take every transition of every state.
  describe('every path of up to six events', () => {
    const taken = new Set<string>()
    let count = 0

    it('holds what the page relies on, on every path', () => {
      for (const { path, states } of walks(6)) {
        count++
        for (let n = 0; n < path.length; n++) {
          const [from, to] = [states[n]!, states[n + 1]!]
          if (from !== to) taken.add(`${from} ${name(path[n]!)} ${to}`)
          // A load starts only when wanted, retried or back online, and never from loaded or gone.
          if (to === 'loading' && from !== 'loading') {
            expect(['code.want', 'code.retry', 'network.online']).toContain(path[n]!.type)
            expect(['idle', 'unreachable']).toContain(from)
          }
          // A failure is only ever the answer to a try.
          if (isCodeLoadFailure(to) && !isCodeLoadFailure(from)) expect(from).toBe('loading')
        }
        // Loaded and gone are final.
        const final = states.findIndex((s) => s === 'loaded' || s === 'gone')
        if (final >= 0) expect(new Set(states.slice(final))).toEqual(new Set([states[final]]))
      }
      expect(count).toBe([0, 1, 2, 3, 4, 5, 6].reduce((sum, d) => sum + 6 ** d, 0))
    })

    it('takes every transition', () => {
      expect([...taken].sort()).toEqual(
        [
          'idle code.want loading',
          'loading code.loaded loaded',
          'loading code.failed(unreachable) unreachable',
          'loading code.failed(gone) gone',
          'unreachable network.online loading',
          'unreachable code.retry loading',
        ].sort(),
      )
    })
  })
})
