// @vitest-environment node
import { fc, test } from '@fast-check/vitest'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldLimits, honeypotField, requestSchema } from '../../schemas/fields'
import type { FormDefinition, FormValues } from '../../schemas/forms/define'
import { subscribeForm, subscribeRequest } from '../../schemas/forms/subscribe'
import { waitlistForm, waitlistRequest } from '../../schemas/forms/waitlist'
import { toRules } from '../../src/forms/use-enquiry-form'
import { everyForm, fuzzSeed } from './every-form'

/**
 * The waitlist and subscribe forms are received by the service, which checks them with a schema
 * built from the same definition the browser runs. What the browser lets through (within the
 * service's length limits), the service takes; and the service asks for exactly what the
 * browser sends.
 */

const runs = { seed: fuzzSeed, numRuns: 300 }

/** Every error the browser shows at submit: the live rules of each field, then the submit rules. */
function browserErrors(form: FormDefinition, values: FormValues) {
  const rules = toRules(form)
  const all = { ...rules.initialValues, ...values }
  const errors: Record<string, string> = {}
  for (const field of Object.keys(form.fields)) {
    const error = rules.validateField(field, all)
    if (error) errors[field] = error
  }
  return { ...errors, ...rules.validateSubmit(all) }
}

/** What leaves the browser for the service (src/services/send-form.ts and forms-api.ts). */
const body = (form: FormDefinition, values: FormValues) => ({
  ...form.compose(values, {}),
  locale: 'en',
  ...(form === subscribeForm ? { acknowledge: true } : {}),
})

const typed = (max: number) =>
  fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '.', '@', 'é', 'ß', '😀', '-'), maxLength: max })
const address = fc.oneof(
  typed(40),
  fc.tuple(typed(20), typed(20), typed(8)).map(([a, b, c]) => `${a}@${b}.${c}`),
)
const countries = fc.constantFrom('GB', 'KE', 'PE', 'AE', 'ES', 'US')

describe('a form the service receives, checked on both sides from one definition', () => {
  it.each([
    ['waitlist', waitlistForm, waitlistRequest],
    ['subscribe', subscribeForm, subscribeRequest],
  ] as const)('%s: the service asks for exactly what the browser sends', (_, form, schema) => {
    const sent = Object.keys(body(form, {}))
    expect(Object.keys(schema.entries).sort()).toEqual([...sent, honeypotField].sort())
  })

  it('only the forms the service receives have service rules', () => {
    for (const form of everyForm) {
      const served = Object.values(form.fields).some((spec) => spec.service)
      expect(served, form.id).toBe(form.channel.kind !== 'email')
    }
  })

  it('a field added to the definition is a field the service takes', () => {
    const wider = {
      ...waitlistForm,
      fields: { ...waitlistForm.fields, again: { ...waitlistForm.fields.email } },
    }
    expect(Object.keys(requestSchema(wider).entries)).toContain('again')
  })

  test.prop([typed(fieldLimits.name), address, countries], runs)(
    'waitlist: what the browser lets through, the service takes',
    (name, email, country) => {
      const values = { name, email, country }
      fc.pre(Object.keys(browserErrors(waitlistForm, values)).length === 0)
      fc.pre(name.trim().length <= fieldLimits.name && email.trim().length <= fieldLimits.email)
      const result = v.safeParse(waitlistRequest, body(waitlistForm, values))
      expect(result.issues?.map((issue) => issue.message)).toBeUndefined()
    },
  )

  test.prop([typed(fieldLimits.name), address], runs)(
    'subscribe: what the browser lets through, the service takes',
    (name, email) => {
      const values = { name, email, acknowledge: true }
      fc.pre(Object.keys(browserErrors(subscribeForm, values)).length === 0)
      fc.pre(name.trim().length <= fieldLimits.name && email.trim().length <= fieldLimits.email)
      const result = v.safeParse(subscribeRequest, body(subscribeForm, values))
      expect(result.issues?.map((issue) => issue.message)).toBeUndefined()
    },
  )

  test.prop([typed(20), address, countries], runs)(
    'waitlist: an e-mail address the service refuses, the browser refuses too',
    (name, email, country) => {
      const values = { name: name || 'Ada', email, country }
      const service = v.safeParse(waitlistRequest, body(waitlistForm, values))
      fc.pre(!service.success && service.issues.some((issue) => v.getDotPath(issue) === 'email'))
      expect(browserErrors(waitlistForm, values).email).toBeDefined()
    },
  )
})
