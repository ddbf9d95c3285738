import { useMachine } from '@xstate/react'
import { useEffect, useId, useState } from 'react'
import { fromPromise } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import { sendForm } from '../services/send-form'
import { toRules, type FormDefinition } from './define'

type Options = { blogTitle?: string; onSuccessShown?: () => void }

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
  const [rules] = useState(() => toRules(form))
  const [state, send] = useMachine(logic, { input: { rules } })
  // While the form holds what the visitor typed, it says so (data-typed), and the offer to
  // reload for a new version waits (src/sw/typed-forms.ts).
  const typed = Object.entries(state.context.values).some(
    ([field, value]) => value !== rules.initialValues[field],
  )
  useEffect(() => {
    document.getElementById(formId)?.toggleAttribute('data-typed', typed)
  }, [formId, typed])
  return { state, send, formId }
}

function focusFirstInvalid(formId: string) {
  requestAnimationFrame(() =>
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
  )
}
