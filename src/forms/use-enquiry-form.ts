import { useMachine } from '@xstate/react'
import { useId, useState } from 'react'
import { fromPromise } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import { sendForm } from '../services/send-form'
import { toRules, type FormDefinition } from './define'

type Options = {
  blogTitle?: string
  onSuccessShown?: () => void
  /** Values the form opens with, for fields it has; the form resets to them after a send. */
  initialValues?: Readonly<Record<string, string>>
}

/**
 * A form's machine, sending through the form's channel; focus goes to the first error. The
 * form and its options are fixed for the life of the form, so the machine is made once.
 */
export function useEnquiryForm(form: FormDefinition, options: Options = {}) {
  const formId = useId()
  const [logic] = useState(() => {
    const context = options.blogTitle ? { blogTitle: options.blogTitle } : {}
    const onSuccessShown = options.onSuccessShown
    return formMachine.provide({
      actors: {
        send: fromPromise<unknown, { values: FormValues }>(({ input }) =>
          sendForm(form, input.values, context),
        ),
      },
      actions: {
        focusFirstError: () => focusFirstInvalid(formId),
        successShown: () => onSuccessShown?.(),
      },
    })
  })
  const [rules] = useState(() => {
    const made = toRules(form)
    const given = Object.entries(options.initialValues ?? {}).filter(
      ([name]) => name in form.fields,
    )
    return given.length
      ? { ...made, initialValues: { ...made.initialValues, ...Object.fromEntries(given) } }
      : made
  })
  const [state, send] = useMachine(logic, { input: { rules } })
  return { state, send, formId }
}

function focusFirstInvalid(formId: string) {
  requestAnimationFrame(() =>
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
  )
}
