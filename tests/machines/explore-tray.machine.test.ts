import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { timings } from '../../content/site'
import { exploreTrayMachine, type ExploreTrayEvent } from '../../machines/explore-tray.machine'
import { modelActor, modelPaths, replay } from './model-paths'

function start() {
  const calls = {
    lockScroll: vi.fn(),
    unlockScroll: vi.fn(),
    clearExtraClass: vi.fn(),
    navigate: vi.fn<(path: string) => void>(),
    openContactModal: vi.fn(),
  }
  const machine = exploreTrayMachine.provide({
    actions: {
      lockScroll: calls.lockScroll,
      unlockScroll: calls.unlockScroll,
      clearExtraClass: calls.clearExtraClass,
      navigate: (_, params) => calls.navigate(params.path),
      openContactModal: calls.openContactModal,
    },
  })
  const actor = modelActor(machine).start()
  return { actor, calls }
}

describe('explore tray machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts closed and locks the page scroll only while open', () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    actor.send({ type: 'tray.open' })
    expect(actor.getSnapshot().matches('open')).toBe(true)
    expect(calls.lockScroll).toHaveBeenCalledTimes(1)
    actor.send({ type: 'tray.close' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(calls.unlockScroll).toHaveBeenCalledTimes(1)
  })

  it('toggles', () => {
    const { actor } = start()
    actor.send({ type: 'tray.toggle' })
    expect(actor.getSnapshot().matches('open')).toBe(true)
    actor.send({ type: 'tray.toggle' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('away from home, navigates at once and closes', () => {
    const { actor, calls } = start()
    actor.send({ type: 'tray.open' })
    actor.send({ type: 'tray.choose', path: '/ChemVerse', onHomePage: false })
    expect(calls.navigate).toHaveBeenCalledWith('/ChemVerse')
    expect(calls.clearExtraClass).not.toHaveBeenCalled()
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('on the home page, clears the extra class first and navigates after 600 ms', () => {
    const { actor, calls } = start()
    actor.send({ type: 'tray.open' })
    actor.send({ type: 'tray.choose', path: '/BioVerse', onHomePage: true })
    expect(calls.clearExtraClass).toHaveBeenCalledTimes(1)
    expect(calls.navigate).not.toHaveBeenCalled()
    expect(actor.getSnapshot().matches({ open: 'leavingHome' })).toBe(true)

    vi.advanceTimersByTime(timings.trayNavigationDelayFromHome - 1)
    expect(calls.navigate).not.toHaveBeenCalled()
    expect(calls.unlockScroll).not.toHaveBeenCalled()

    vi.advanceTimersByTime(1)
    expect(calls.navigate).toHaveBeenCalledExactlyOnceWith('/BioVerse')
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(actor.getSnapshot().context.pendingPath).toBeNull()
    expect(calls.unlockScroll).toHaveBeenCalledTimes(1)
  })

  it('ignores a second choice or a close while it is leaving the home page', () => {
    const { actor, calls } = start()
    actor.send({ type: 'tray.open' })
    actor.send({ type: 'tray.choose', path: '/BioVerse', onHomePage: true })
    actor.send({ type: 'tray.choose', path: '/AtomVerse', onHomePage: true })
    actor.send({ type: 'tray.close' })
    vi.advanceTimersByTime(timings.trayNavigationDelayFromHome)
    expect(calls.navigate).toHaveBeenCalledExactlyOnceWith('/BioVerse')
  })

  it('its Get in Touch button closes the tray and opens the contact modal', () => {
    const { actor, calls } = start()
    actor.send({ type: 'tray.open' })
    actor.send({ type: 'tray.contact' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(calls.openContactModal).toHaveBeenCalledTimes(1)
  })

  it('does not navigate when a choice arrives while closed', () => {
    const { actor, calls } = start()
    actor.send({ type: 'tray.choose', path: '/BioVerse', onHomePage: false })
    expect(calls.navigate).not.toHaveBeenCalled()
  })
})

describe('explore tray machine: model-based paths', () => {
  const delayElapsed = 'xstate.after.homeNavigationDelay.exploreTray.open.leavingHome'
  const events = [
    { type: 'tray.open' },
    { type: 'tray.close' },
    { type: 'tray.toggle' },
    { type: 'tray.contact' },
    { type: 'tray.choose', path: '/BioVerse', onHomePage: true },
    { type: 'tray.choose', path: '/ChemVerse', onHomePage: false },
    { type: delayElapsed },
  ] as ExploreTrayEvent[]
  const paths = modelPaths(exploreTrayMachine, events)

  it('covers every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.target)))
    expect(reached).toEqual(new Set(['"closed"', '{"open":"browsing"}', '{"open":"leavingHome"}']))
  })

  for (const path of paths) {
    it(path.description, async () => {
      vi.useFakeTimers()
      const { actor, calls } = start()
      await replay(path, actor, (event) => {
        if (event.type === delayElapsed) vi.advanceTimersByTime(timings.trayNavigationDelayFromHome)
        else actor.send(event as ExploreTrayEvent)
      })
      // Scroll is locked exactly while the tray is open.
      const locked = calls.lockScroll.mock.calls.length - calls.unlockScroll.mock.calls.length
      expect(locked).toBe(actor.getSnapshot().matches('open') ? 1 : 0)
      // Navigation happened once per choice that completed, never while leaving home.
      if (actor.getSnapshot().matches({ open: 'leavingHome' })) {
        expect(actor.getSnapshot().context.pendingPath).toBe('/BioVerse')
      }
      vi.useRealTimers()
    })
  }
})
