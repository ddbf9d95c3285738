import { assign, fromPromise, setup } from 'xstate'

export type FormValues = Record<string, string | boolean>
export type FormErrors = Record<string, string>

/** What a form is: its fields' starting values and its rules. Supplied by src/enquiry/use-enquiry-form.ts. */
export type FormRules = {
  initialValues: FormValues
  /** Cleans a typed value (e.g. digits only for a phone). */
  sanitize: (field: string, value: string | boolean) => string | boolean
  /** The error a field shows right after it changes, if any (its live rules). */
  validateField: (field: string, values: FormValues) => string | undefined
  /** Every error at submit (its submit rules); an empty object lets the form send. */
  validateSubmit: (values: FormValues) => FormErrors
  /** School demo, feedback and subscribe forms: any change clears all errors. */
  clearAllErrorsOnChange: boolean
  /** How long the success message stays, in ms (5000, 1000 for subscribe). */
  successDuration: number
  /** The hidden field a person never fills. */
  honeypotField: string
}

export type FormEvent =
  | { type: 'field.change'; field: string; value: string | boolean }
  | { type: 'form.submit' }
  /** The browser is back online (a form whose sending code could not be loaded sends then). */
  | { type: 'network.online' }

type Context = { rules: FormRules; values: FormValues; errors: FormErrors }

/** How long a send may take before the form says it failed (and keeps every value). */
export const sendTimeoutMs = 10_000

/**
 * What a send answers when the network was away and the enquiry was kept on the device instead,
 * to be sent when the connection returns (src/enquiry/send-form.ts).
 */
export const savedOnDevice = { savedOnDevice: true } as const

const wasSavedOnDevice = (output: unknown) =>
  typeof output === 'object' && output !== null && 'savedOnDevice' in output

const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0

/**
 * The life of an enquiry form: editing, submitting, a timed success, or a failure that keeps
 * every value so the visitor can simply try again (the original site lost them). A form
 * that shows an error never sends, and a second submit while one is on its way is ignored. A send
 * that takes longer than 10 s is a failure too. If the code that sends could not be loaded (no
 * network, a filtered one), the form keeps every value, says it needs a connection, and sends once
 * the browser is back online or on Send.
 */
export const formMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { rules: FormRules },
    events: {} as FormEvent,
  },
  actors: {
    send: fromPromise<unknown, { values: FormValues }>(async () => {
      throw new Error('No sender was provided for this form')
    }),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const values = {
        ...context.values,
        [event.field]: context.rules.sanitize(event.field, event.value),
      }
      if (context.rules.clearAllErrorsOnChange) return { values, errors: {} }
      const errors = { ...context.errors }
      const error = context.rules.validateField(event.field, values)
      if (error) errors[event.field] = error
      else delete errors[event.field]
      return { values, errors }
    }),
    // A field shows an error only while its value breaks a rule: a live error whose field has
    // since become valid (or hidden) is dropped, then the submit rules add theirs. Every field
    // typed into is checked again too, not only those showing an error: a rule can depend on
    // another field (the partnership form's 'Other' type shows and checks a field of its own),
    // and a value typed while that field was hidden was otherwise sent unchecked.
    checkBeforeSending: assign({
      errors: ({ context }) => {
        const { rules, values } = context
        const stillWrong: FormErrors = {}
        for (const field of new Set([...Object.keys(context.errors), ...Object.keys(values)])) {
          if (!(field in context.errors) && values[field] === rules.initialValues[field]) continue
          const error = rules.validateField(field, values)
          if (error) stillWrong[field] = error
        }
        return { ...stillWrong, ...rules.validateSubmit(values) }
      },
    }),
    reset: assign({
      values: ({ context }) => ({ ...context.rules.initialValues }),
      errors: {},
    }),
    // Overridable: the view moves focus to the first field in error.
    focusFirstError: () => {},
    // Overridable: e.g. the subscribe modal closes once its success message has been seen.
    successShown: () => {},
    // Overridable: the view learns why (a newer version of the site replaced the code, or not).
    codeUnavailable: () => {},
  },
  guards: {
    savedOnDevice: ({ event }) => wasSavedOnDevice((event as { output?: unknown }).output),
    /** Overridable: whether a send failed because the code that sends could not be loaded. */
    isCodeUnavailable: (_, _params?: unknown) => false,
    isHoneypotFilled: ({ context }) => Boolean(context.values[context.rules.honeypotField]),
    hasErrors: ({ context }) => hasErrors(context.errors),
  },
  delays: {
    successDuration: ({ context }) => context.rules.successDuration,
    // A send that has not answered by then has failed, as far as the visitor can tell: the
    // e-mail API (EmailJS's fetch has no timeout of its own) or the service may hang for good.
    sendTimeout: sendTimeoutMs,
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    rules: input.rules,
    values: { ...input.rules.initialValues },
    errors: {},
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'change' },
        'form.submit': [
          // A bot filled the hidden field: it sees a success, nothing is sent.
          { guard: 'isHoneypotFilled', target: 'succeeded' },
          { target: 'checking', actions: 'checkBeforeSending' },
        ],
      },
    },
    checking: {
      always: [
        { guard: 'hasErrors', target: 'editing', actions: 'focusFirstError' },
        { target: 'submitting' },
      ],
    },
    submitting: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ values: context.values }),
        onDone: [{ guard: 'savedOnDevice', target: 'saved' }, { target: 'succeeded' }],
        onError: [
          { guard: 'isCodeUnavailable', target: 'unavailable', actions: 'codeUnavailable' },
          { target: 'failed' },
        ],
      },
      // Leaving the state stops the send: an answer that comes later changes nothing.
      after: { sendTimeout: { target: 'failed' } },
    },
    succeeded: {
      entry: 'reset',
      after: { successDuration: { target: 'editing', actions: 'successShown' } },
      on: {
        // Typing again starts a new message; the success note gives way.
        'field.change': { target: 'editing', actions: 'change' },
      },
    },
    // No network: the enquiry waits on the device and goes when the connection returns. Every
    // value stays in view; pressing Send again would only queue the same enquiry twice.
    saved: {
      on: {
        'field.change': { target: 'editing', actions: 'change' },
      },
    },
    failed: {
      on: {
        'field.change': { target: 'editing', actions: 'change' },
        'form.submit': { target: 'checking', actions: 'checkBeforeSending' },
      },
    },
    // The code that sends could not be loaded: every value stays in view, and the enquiry goes
    // once the browser is back online (or on Send), unless the visitor changes it first.
    unavailable: {
      on: {
        'field.change': { target: 'editing', actions: 'change' },
        'form.submit': { target: 'checking', actions: 'checkBeforeSending' },
        'network.online': { target: 'checking', actions: 'checkBeforeSending' },
      },
    },
  },
})
