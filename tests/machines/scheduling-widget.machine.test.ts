import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { schedulingWidgetMachine } from '../../machines/scheduling-widget.machine'
import { modelActor, modelPaths, replay } from './model-paths'

/** One opening of the scheduling modal: an actor with a script loader and a fake widget. */
function open(load: () => Promise<void>, widget = fakeWidget()) {
  const actor = createActor(
    schedulingWidgetMachine.provide({
      actors: {
        load: fromPromise(load),
        widget: fromCallback(() => {
          widget.start()
          return () => widget.remove()
        }),
      },
    }),
  ).start()
  return { actor, widget }
}

function fakeWidget(start: () => void = () => {}) {
  return { start: vi.fn(start), remove: vi.fn() }
}

describe('scheduling widget machine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts the widget once the script has loaded, and removes it when the modal goes', async () => {
    const { actor, widget } = open(async () => {})
    expect(actor.getSnapshot().value).toBe('loading')
    expect(widget.start).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('shown'))
    expect(widget.start).toHaveBeenCalledTimes(1)
    expect(widget.remove).not.toHaveBeenCalled()
    actor.stop()
    expect(widget.remove).toHaveBeenCalledTimes(1)
  })

  it('starts the widget on every opening, though the script loads only once', async () => {
    // The loader hands every opening the same settled promise: the script is already there.
    const script = Promise.resolve()
    const widget = fakeWidget()
    for (let opening = 1; opening <= 3; opening++) {
      const { actor } = open(() => script, widget)
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('shown'))
      expect(widget.start).toHaveBeenCalledTimes(opening)
      actor.stop()
      expect(widget.remove).toHaveBeenCalledTimes(opening)
    }
  })

  it('falls back when the script fails, without starting the widget', async () => {
    const { actor, widget } = open(async () => {
      throw new Error('blocked')
    })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
    expect(widget.start).not.toHaveBeenCalled()
  })

  it('falls back when the widget does not start (the script defined no widget API)', async () => {
    const { actor } = open(
      async () => {},
      fakeWidget(() => {
        throw new Error('Calendly is not defined')
      }),
    )
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
  })

  it('falls back after 8 s when the script never answers, and stays so if it arrives later', async () => {
    vi.useFakeTimers()
    let arrive = () => {}
    const { actor, widget } = open(() => new Promise<void>((resolve) => (arrive = resolve)))
    await vi.advanceTimersByTimeAsync(7999)
    expect(actor.getSnapshot().value).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('failed')
    arrive()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(widget.start).not.toHaveBeenCalled()
  })
})

describe('scheduling widget machine: model-based paths', () => {
  const timeout = 'xstate.after.loadTimeout.schedulingWidget.loading'
  const widgetFailed = 'xstate.error.actor.0.schedulingWidget.shown'
  const events = [
    { type: 'xstate.done.actor.0.schedulingWidget.loading' },
    { type: 'xstate.error.actor.0.schedulingWidget.loading' },
    { type: timeout },
    { type: widgetFailed },
  ] as EventObject[]
  const paths = modelPaths(schedulingWidgetMachine, events as never)

  afterEach(() => {
    vi.useRealTimers()
  })

  for (const path of paths) {
    it(path.description, async () => {
      vi.useFakeTimers()
      let script: { resolve: () => void; reject: (e: Error) => void } | undefined
      const widget = fakeWidget()
      const actor = modelActor(
        schedulingWidgetMachine.provide({
          actors: {
            load: fromPromise(
              () => new Promise<void>((resolve, reject) => (script = { resolve, reject })),
            ),
            // A widget that started, then breaks when told to (its script throws later on).
            widget: fromCallback(({ receive }) => {
              widget.start()
              receive(() => {
                throw new Error('Calendly crashed')
              })
              return () => widget.remove()
            }),
          },
        }),
      ).start()
      await replay(path, actor, async (event) => {
        const { value, children } = actor.getSnapshot()
        if (event.type === widgetFailed) {
          if (value === 'shown') children['0.schedulingWidget.shown']?.send({ type: 'crash' })
        } else if (value !== 'loading') return
        else if (event.type === timeout) await vi.advanceTimersByTimeAsync(8000)
        else if (event.type.startsWith('xstate.done.')) script!.resolve()
        else script!.reject(new Error('blocked'))
        await vi.advanceTimersByTimeAsync(0)
      })
      // The widget starts once, when the script came in time, and never after a fallback; it
      // stays until the modal goes. One that breaks later is not removed: xstate runs no
      // clean-up of a callback actor that failed. (The site's widget can fail only as it
      // starts, before there is anything to remove.)
      const shown = path.steps.some((s) => s.state.value === 'shown')
      const crashed = path.steps.some(
        (s, i) => s.event.type === widgetFailed && path.steps[i - 1]?.state.value === 'shown',
      )
      expect(widget.start).toHaveBeenCalledTimes(shown ? 1 : 0)
      expect(widget.remove).not.toHaveBeenCalled()
      actor.stop()
      expect(widget.remove).toHaveBeenCalledTimes(shown && !crashed ? 1 : 0)
    })
  }
})
