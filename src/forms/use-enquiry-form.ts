import { useMachine } from '@xstate/react'
import { useEffect, useId, useState } from 'react'
import * as v from 'valibot'
import { fromPromise } from 'xstate'
import {
  formMachine,
  type FormErrors,
  type FormRules,
  type FormValues,
} from '../../machines/form.machine'
import { honeypotField } from '../../schemas/fields'
import { isBlank, isShown, requiredMessage, type FormDefinition } from '../../schemas/forms/define'
import { sendForm } from '../services/send-form'

// Runs a form's definition (schemas/forms/) in the page: the form machine's rules, derived from
// the definition's fields, and the hook that gives the machine the network and the page.

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
  const [initialValues] = useState(() => options.initialValues)
  useEffect(() => {
    for (const [field, value] of Object.entries(initialValues ?? {})) {
      if (field in form.fields) send({ type: 'field.change', field, value })
    }
  }, [form, initialValues, send])
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

/** The form machine's view of a form's definition (schemas/forms/). */
export function toRules(form: FormDefinition): FormRules {
  const initialValues: FormValues = { [honeypotField]: '' }
  for (const [name, field] of Object.entries(form.fields)) {
    initialValues[name] = field.kind === 'checkbox' ? false : ''
  }
  const firstIssue = (schema: v.GenericSchema<unknown, unknown>, value: unknown) => {
    const result = v.safeParse(schema, value, { abortPipeEarly: true })
    return result.success ? undefined : result.issues[0]?.message
  }
  return {
    initialValues,
    sanitize: (field, value) => {
      const clean = form.sanitize[field]
      return clean && typeof value === 'string' ? clean(value) : value
    },
    validateField: (field, values) => {
      const spec = form.fields[field]
      const schema = form.live[field]
      // A hidden field cannot be wrong, and an optional field left empty is valid.
      if (!spec || !schema || !isShown(spec, values)) return undefined
      if (!spec.required && isBlank(spec, values[field])) return undefined
      return firstIssue(schema, values[field])
    },
    validateSubmit: (values) => {
      if (form.submitSequence) return form.submitSequence(values)
      const errors: FormErrors = {}
      for (const [field, spec] of Object.entries(form.fields)) {
        if (!isShown(spec, values)) continue
        const error = isBlank(spec, values[field])
          ? spec.required && !spec.liveOnly
            ? (spec.requiredMessage ?? requiredMessage(spec.messageName ?? spec.label))
            : undefined
          : spec.atSubmit && firstIssue(spec.atSubmit, values[field])
        if (error) errors[field] = error
      }
      return errors
    },
    clearAllErrorsOnChange: form.clearAllErrorsOnChange,
    successDuration: form.successDuration,
    honeypotField,
  }
}
