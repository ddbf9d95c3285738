import { useMachine } from '@xstate/react'
import { useEffect, useId, useState } from 'react'
import { fromPromise } from 'xstate'
import { formMachine, type FormRules, type FormValues } from '../../machines/form.machine'
import { honeypotField } from '../../schemas/fields'
import { fieldError, submitErrors } from '../../schemas/forms/check'
import type { FormDefinition } from '../../schemas/forms/define'
import { keepAcrossReload, takeKept } from '../lib/keep-across-reload'
import { isUnreachableCode } from '../lib/reach-code'
import type * as Sending from './send-form'

// Runs a form's definition (schemas/forms/) in the page: the form machine's rules, derived from
// the definition's fields, and the hook that gives the machine the network and the page.

/**
 * What sends a form (its channel, ky, EmailJS): loaded as the visitor starts on the form
 * (src/enquiry/enquiry-form.tsx), with the queue, so that a form only read never fetches it and
 * a form filled in has it before the network can go.
 */
export function loadSending() {
  sending ??= import('./send-form')
  // A load that failed (the network went first) is tried again the next time.
  sending.catch(() => {
    sending = undefined
  })
  return sending
}
let sending: Promise<typeof Sending> | undefined

type Options = {
  blogTitle?: string
  onSuccessShown?: () => void
  /**
   * Values to start with (a page that hands the visitor over with a message written for them).
   * Each goes in as if typed: cleaned and checked live. After a send the form is empty again.
   */
  initialValues?: Readonly<Record<string, string | boolean>>
}

/**
 * A form's machine, sending through the form's channel; focus goes to the first error. The
 * form and its options are fixed for the life of the form, so the machine is made once.
 */
export function useEnquiryForm(form: FormDefinition, options: Options = {}) {
  const formId = useId()
  // Whether the sending code that could not be loaded is gone (a newer version of the site).
  const [sendingGone, setSendingGone] = useState(false)
  const [logic] = useState(() => {
    const context = options.blogTitle ? { blogTitle: options.blogTitle } : {}
    const onSuccessShown = options.onSuccessShown
    return formMachine.provide({
      actors: {
        send: fromPromise<unknown, { values: FormValues }>(async ({ input }) =>
          (await loadSending()).sendForm(form, input.values, context),
        ),
      },
      actions: {
        focusFirstError: () => focusFirstInvalid(formId),
        successShown: () => onSuccessShown?.(),
        codeUnavailable: ({ event }) => {
          const error = (event as { error?: unknown }).error
          setSendingGone(isUnreachableCode(error) && error.gone)
        },
      },
      guards: {
        isCodeUnavailable: ({ event }) => isUnreachableCode((event as { error?: unknown }).error),
      },
    })
  })
  const [rules] = useState(() => toRules(form))
  const [state, send, actor] = useMachine(logic, { input: { rules } })
  // What the visitor typed before a reload the page asked for (a newer version of the site) comes
  // back as if typed again; otherwise what the page hands over, if anything.
  const [initialValues] = useState(
    () => takeKept<FormValues>(keptId(form)) ?? options.initialValues,
  )
  useEffect(
    () =>
      keepAcrossReload(keptId(form), () => {
        const { values } = actor.getSnapshot().context
        return Object.entries(values).some(([field, value]) => value !== rules.initialValues[field])
          ? values
          : undefined
      }),
    [actor, form, rules],
  )
  // A form whose sending code could not be loaded sends once the browser is back online.
  useEffect(() => {
    const online = () => send({ type: 'network.online' })
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [send])
  useEffect(() => {
    for (const [field, value] of Object.entries(initialValues ?? {})) {
      if (field in form.fields) send({ type: 'field.change', field, value })
    }
  }, [form, initialValues, send])
  // While the form holds what the visitor typed, it says so (data-typed), and the offer to
  // reload for a new version waits (src/offline/typed-forms.ts).
  const typed = Object.entries(state.context.values).some(
    ([field, value]) => value !== rules.initialValues[field],
  )
  useEffect(() => {
    document.getElementById(formId)?.toggleAttribute('data-typed', typed)
  }, [formId, typed])
  return { state, send, formId, sendingGone }
}

/** Where a form's values are kept across a reload: one form of each kind on a page. */
const keptId = (form: FormDefinition) => `form:${form.id}`

function focusFirstInvalid(formId: string) {
  requestAnimationFrame(() =>
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
  )
}

/** The form machine's view of a form's definition (schemas/forms/). */
export function toRules(form: FormDefinition): FormRules {
  const initialValues: FormValues = { [honeypotField]: '' }
  for (const [name, field] of Object.entries(form.fields)) {
    initialValues[name] = field.kind === 'checkbox' ? false : ''
  }
  return {
    initialValues,
    sanitize: (field, value) => {
      const clean = form.sanitize[field]
      return clean && typeof value === 'string' ? clean(value) : value
    },
    validateField: (field, values) => fieldError(form, field, values),
    validateSubmit: (values) => submitErrors(form, values),
    clearAllErrorsOnChange: form.clearAllErrorsOnChange,
    successDuration: form.successDuration,
    honeypotField,
  }
}
