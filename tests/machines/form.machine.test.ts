import { fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  formMachine,
  savedOnDevice,
  sendTimeoutMs,
  type FormEvent,
  type FormRules,
  type FormValues,
} from '../../machines/form.machine'
import { modelActor, modelPaths, replay, type ModelPath } from './model-paths'

const rules = (overrides: Partial<FormRules> = {}): FormRules => ({
  initialValues: { name: '', email: '', fax_number: '' },
  sanitize: (field, value) =>
    field === 'name' && typeof value === 'string' ? value.replace(/[^a-zA-Z .]/g, '') : value,
  validateField: (field, values) =>
    field === 'name' && !String(values.name).trim() ? 'Name is required' : undefined,
  validateSubmit: (values) => ({
    ...(String(values.name).trim() ? {} : { name: 'Name is required' }),
    ...(String(values.email).trim() ? {} : { email: 'Email is required' }),
  }),
  clearAllErrorsOnChange: false,
  successDuration: 5000,
  honeypotField: 'fax_number',
  ...overrides,
})

type Sender = (values: FormValues) => Promise<unknown>

/** A send that failed because its code could not be loaded (src/lib/reach-code.ts names it so). */
const unreachable = () => Object.assign(new Error('Unreachable'), { name: 'UnreachableCode' })
const codeUnavailable = ({ event }: { event: unknown }) =>
  (event as { error?: { name?: string } }).error?.name === 'UnreachableCode'

function start(options: { rules?: FormRules; send?: Sender } = {}) {
  const sent: FormValues[] = []
  const successShown = vi.fn()
  const focusFirstError = vi.fn()
  const send: Sender = options.send ?? (async () => 'OK')
  const actor = modelActor(
    formMachine.provide({
      actors: {
        send: fromPromise(async ({ input }: { input: { values: FormValues } }) => {
          sent.push(input.values)
          return send(input.values)
        }),
      },
      actions: { successShown, focusFirstError },
      guards: { isCodeUnavailable: codeUnavailable },
    }),
    { input: { rules: options.rules ?? rules() } },
  ).start()
  const type = (field: string, value: string | boolean) =>
    actor.send({ type: 'field.change', field, value })
  return { actor, sent, successShown, focusFirstError, type, snapshot: () => actor.getSnapshot() }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('form machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('cleans values as they are typed and validates the changed field live', () => {
    const { type, snapshot } = start()
    type('name', 'Ada 99 Lovelace!')
    expect(snapshot().context.values.name).toBe('Ada  Lovelace')
    type('name', '   ')
    expect(snapshot().context.errors).toEqual({ name: 'Name is required' })
    type('name', 'Ada')
    expect(snapshot().context.errors).toEqual({})
  })

  it('does not send a form with errors, shows them all and asks for focus on the first', () => {
    const { actor, sent, snapshot, focusFirstError } = start()
    actor.send({ type: 'form.submit' })
    expect(snapshot().value).toBe('editing')
    expect(snapshot().context.errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    })
    expect(sent).toEqual([])
    expect(focusFirstError).toHaveBeenCalledTimes(1)
  })

  it('does not send while a live error shows, even if the submit rules pass', () => {
    const { actor, sent, type, snapshot } = start({
      rules: rules({
        validateField: (field) => (field === 'email' ? 'Email is invalid' : undefined),
      }),
    })
    type('name', 'Ada')
    type('email', 'ada@')
    actor.send({ type: 'form.submit' })
    expect(sent).toEqual([])
    expect(snapshot().context.errors).toEqual({ email: 'Email is invalid' })
  })

  it('sends once, resets, shows success for its duration, then returns to editing', async () => {
    const { actor, sent, type, snapshot, successShown } = start()
    type('name', 'Ada')
    type('email', 'ada@example.org')
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    expect(snapshot().value).toBe('submitting')
    await flush()
    expect(sent).toEqual([{ name: 'Ada', email: 'ada@example.org', fax_number: '' }])
    expect(snapshot().value).toBe('succeeded')
    expect(snapshot().context.values).toEqual({ name: '', email: '', fax_number: '' })
    await vi.advanceTimersByTimeAsync(4999)
    expect(snapshot().value).toBe('succeeded')
    await vi.advanceTimersByTimeAsync(1)
    expect(snapshot().value).toBe('editing')
    expect(successShown).toHaveBeenCalledTimes(1)
  })

  it('uses the form’s own success duration (1 s for subscribe)', async () => {
    const { actor, type, snapshot } = start({ rules: rules({ successDuration: 1000 }) })
    type('name', 'Ada')
    type('email', 'ada@example.org')
    actor.send({ type: 'form.submit' })
    await flush()
    await vi.advanceTimersByTimeAsync(1000)
    expect(snapshot().value).toBe('editing')
  })

  it('keeps every value when the send fails, and sends again on the next submit', async () => {
    let fail = true
    const { actor, sent, type, snapshot } = start({
      send: async () => {
        if (fail) throw new Error('Network Error')
        return 'OK'
      },
    })
    type('name', 'Ada')
    type('email', 'ada@example.org')
    actor.send({ type: 'form.submit' })
    await flush()
    expect(snapshot().value).toBe('failed')
    expect(snapshot().context.values).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      fax_number: '',
    })
    fail = false
    actor.send({ type: 'form.submit' })
    await flush()
    expect(snapshot().value).toBe('succeeded')
    expect(sent).toHaveLength(2)
  })

  it('a send kept on the device for later says so, keeps every value and is not queued twice', async () => {
    const { actor, sent, type, snapshot } = start({ send: async () => savedOnDevice })
    type('name', 'Ada')
    type('email', 'ada@example.org')
    actor.send({ type: 'form.submit' })
    await flush()
    expect(snapshot().value).toBe('saved')
    expect(snapshot().context.values).toMatchObject({ name: 'Ada', email: 'ada@example.org' })
    // Send again while it waits: nothing more is sent or kept.
    actor.send({ type: 'form.submit' })
    await flush()
    expect(sent).toHaveLength(1)
    expect(snapshot().value).toBe('saved')
    // The form stays until the visitor changes something: a new message starts.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(snapshot().value).toBe('saved')
    type('name', 'Ada L')
    expect(snapshot().value).toBe('editing')
  })

  it('fails a send that has not answered in 10 s, keeps every value, and ignores a late answer', async () => {
    let answer: (() => void) | undefined
    const { actor, sent, type, snapshot } = start({
      // The e-mail API hanging: EmailJS's fetch has no timeout of its own.
      send: () => new Promise<void>((resolve) => (answer = resolve)),
    })
    type('name', 'Ada')
    type('email', 'ada@example.org')
    actor.send({ type: 'form.submit' })
    await vi.advanceTimersByTimeAsync(sendTimeoutMs - 1)
    expect(snapshot().value).toBe('submitting')
    await vi.advanceTimersByTimeAsync(1)
    expect(snapshot().value).toBe('failed')
    expect(snapshot().context.values).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      fax_number: '',
    })
    answer?.()
    await flush()
    expect(snapshot().value).toBe('failed')
    expect(snapshot().context.values.name).toBe('Ada')
    expect(sent).toHaveLength(1)
  })

  it('clears every error on any change when the form says so (order, feedback, subscribe)', () => {
    const { actor, type, snapshot } = start({ rules: rules({ clearAllErrorsOnChange: true }) })
    actor.send({ type: 'form.submit' })
    expect(Object.keys(snapshot().context.errors)).toHaveLength(2)
    type('email', 'a')
    expect(snapshot().context.errors).toEqual({})
  })

  it('checks at submit a value typed while its field was hidden (found by fuzzing)', () => {
    // The partnership form: 'other' shows, and is checked, only when 'kind' is 'Other'.
    const { actor, sent, type, snapshot } = start({
      rules: rules({
        initialValues: { name: '', email: '', kind: '', other: '', fax_number: '' },
        validateField: (field, values) =>
          field === 'other' && values.kind === 'Other' && String(values.other).length < 10
            ? 'Too short'
            : undefined,
      }),
    })
    type('other', 'abc')
    type('kind', 'Other')
    type('name', 'Ada')
    type('email', 'ada@example.org')
    expect(snapshot().context.errors).toEqual({})
    actor.send({ type: 'form.submit' })
    expect(sent).toEqual([])
    expect(snapshot().context.errors).toEqual({ other: 'Too short' })
  })

  it('keeps every value when its sending code cannot be loaded, and sends once back online', async () => {
    let reachable = false
    const { actor, sent, type, snapshot } = start({
      send: async () => {
        if (!reachable) throw unreachable()
        return 'OK'
      },
    })
    type('name', 'Ada')
    type('email', 'ada@example.org')
    actor.send({ type: 'form.submit' })
    await flush()
    expect(snapshot().value).toBe('unavailable')
    expect(snapshot().context.values).toMatchObject({ name: 'Ada', email: 'ada@example.org' })
    // Online again, it sends by itself; nothing more until then.
    reachable = true
    actor.send({ type: 'network.online' })
    await flush()
    expect(snapshot().value).toBe('succeeded')
    expect(sent).toHaveLength(2)
  })

  it('sends nothing when the network returns after the visitor changed the form', async () => {
    const { actor, sent, type, snapshot } = start({
      send: async () => {
        throw unreachable()
      },
    })
    type('name', 'Ada')
    type('email', 'ada@example.org')
    actor.send({ type: 'form.submit' })
    await flush()
    type('name', 'Ada L.')
    expect(snapshot().value).toBe('editing')
    actor.send({ type: 'network.online' })
    await flush()
    expect(snapshot().value).toBe('editing')
    expect(sent).toHaveLength(1)
  })

  it('calls any other failure a failure, not a missing connection', async () => {
    const { actor, type, snapshot } = start({
      send: async () => {
        throw new Error('Bad Request')
      },
    })
    type('name', 'Ada')
    type('email', 'ada@example.org')
    actor.send({ type: 'form.submit' })
    await flush()
    expect(snapshot().value).toBe('failed')
    actor.send({ type: 'network.online' })
    expect(snapshot().value).toBe('failed')
  })

  it('pretends success to a bot that fills the honeypot, and sends nothing', () => {
    const { actor, sent, type, snapshot } = start()
    type('name', 'Bot')
    type('email', 'bot@example.org')
    type('fax_number', '555-0100')
    actor.send({ type: 'form.submit' })
    expect(snapshot().value).toBe('succeeded')
    expect(sent).toEqual([])
  })
})

describe('form machine: model-based paths', () => {
  const delay = 'xstate.after.successDuration.form.succeeded'
  const timeout = 'xstate.after.sendTimeout.form.submitting'
  // Serialise without the rule functions, so equal states are recognised as equal.
  const serialize = (snapshot: { value: unknown; context: { values: unknown; errors: unknown } }) =>
    JSON.stringify([snapshot.value, snapshot.context.values, snapshot.context.errors])

  afterEach(() => {
    vi.useRealTimers()
  })

  /** Replays a path on a form whose send waits for the path's done or error event. */
  async function replayForm(path: ModelPath, formRules: FormRules) {
    vi.useFakeTimers()
    let settle: { resolve: (output: unknown) => void; reject: (e: Error) => void } | undefined
    const started = start({
      rules: formRules,
      send: () =>
        new Promise<unknown>((resolve, reject) => (settle = { resolve, reject: (e) => reject(e) })),
    })
    const { actor } = started
    await replay(path, actor, async (event) => {
      if (event.type === delay) await vi.advanceTimersByTimeAsync(formRules.successDuration)
      else if (event.type === timeout) {
        // Outside 'submitting' the model takes this event as a no-op, so no time may pass
        // (10 s in 'succeeded' would end the success message).
        if (actor.getSnapshot().matches('submitting'))
          await vi.advanceTimersByTimeAsync(sendTimeoutMs)
      } else if (event.type.startsWith('xstate.done.actor')) {
        settle?.resolve((event as { output?: unknown }).output)
        await flush()
      } else if (event.type.startsWith('xstate.error.actor')) {
        settle?.reject(
          (event as { error?: { name?: string } }).error?.name === 'UnreachableCode'
            ? unreachable()
            : new Error('Network Error'),
        )
        await flush()
      } else actor.send(event as FormEvent)
    })
    return started
  }

  describe('a visitor', () => {
    const events = [
      { type: 'field.change', field: 'name', value: 'Ada' },
      { type: 'field.change', field: 'name', value: '' },
      { type: 'field.change', field: 'email', value: 'ada@example.org' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.0.form.submitting' },
      { type: 'xstate.done.actor.0.form.submitting', output: savedOnDevice },
      { type: 'xstate.error.actor.0.form.submitting' },
      { type: 'xstate.error.actor.0.form.submitting', error: { name: 'UnreachableCode' } },
      { type: 'network.online' },
      { type: delay },
      { type: timeout },
    ] as FormEvent[]
    const model = formMachine.provide({ guards: { isCodeUnavailable: codeUnavailable } })
    const paths = modelPaths(model, events, { input: { rules: rules() }, serialize })

    it('covers every state', () => {
      expect(new Set(paths.map((p) => JSON.stringify(p.target)))).toEqual(
        new Set([
          '"editing"',
          '"submitting"',
          '"succeeded"',
          '"saved"',
          '"failed"',
          '"unavailable"',
        ]),
      )
    })

    for (const path of paths) {
      it(path.description, async () => {
        const { actor, sent } = await replayForm(path, rules())
        const { value, context } = actor.getSnapshot()
        // Invariants: a send only ever starts from a form with no errors; failure keeps values.
        for (const values of sent) {
          expect(String(values.name).trim()).not.toBe('')
          expect(String(values.email).trim()).not.toBe('')
        }
        if (value === 'failed' || value === 'saved' || value === 'unavailable')
          expect(context.values).toEqual(sent.at(-1))
        if (value === 'succeeded') expect(context.values).toEqual(rules().initialValues)
      })
    }
  })

  // A bot's form is complete and valid (the rules start it so); what tells it apart is the
  // hidden field, filled or not, so the model stays small.
  describe('a bot that fills the hidden field', () => {
    const filledIn = rules({
      initialValues: { name: 'Bot', email: 'bot@example.org', fax_number: '' },
    })
    const events = [
      { type: 'field.change', field: 'fax_number', value: '555-0100' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.0.form.submitting' },
      { type: delay },
    ] as FormEvent[]
    const paths = modelPaths(formMachine, events, { input: { rules: filledIn }, serialize })

    it('reaches a pretended success as well as a real send', () => {
      const targets = paths.map((p) => JSON.stringify(p.target))
      expect(targets).toContain('"succeeded"')
      expect(targets).toContain('"submitting"')
    })

    for (const path of paths) {
      it(path.description, async () => {
        const { actor, sent } = await replayForm(path, filledIn)
        // Invariant: nothing filled in the hidden field is ever sent, and its success resets it.
        for (const values of sent) expect(values.fax_number).toBe('')
        if (actor.getSnapshot().matches('succeeded')) {
          expect(actor.getSnapshot().context.values.fax_number).toBe('')
        }
      })
    }
  })
})
