// @vitest-environment node
import { fc } from '@fast-check/vitest'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldLimits, honeypotField, requestSchema } from '../../schemas/fields'
import { createActor, fromPromise } from 'xstate'
import { formMachine } from '../../machines/form.machine'
import type { FieldSpec, FormDefinition, FormValues } from '../../schemas/forms/define'
import { subscribeForm, subscribeRequest } from '../../schemas/forms/subscribe'
import { waitlistForm, waitlistRequest } from '../../schemas/forms/waitlist'
import { checkEnquiry } from '../../server/enquiry-check'
import type { ApiError } from '../../server/http'
import { payloadOf } from '../../src/enquiry/send-form'
import { toRules } from '../../src/enquiry/use-enquiry-form'
import { everyForm, fuzzSeed, validValue } from './every-form'

/**
 * Every form is checked on both sides from one definition: the browser runs it on the form
 * machine, and the service checks what the browser sends with the same definition (the
 * waitlist's and subscribe's request schemas; the outbox's check of an e-mail enquiry). Generated
 * around every limit, the two accept and refuse alike, in both directions.
 */

const runs = { seed: fuzzSeed, numRuns: 80 }

/**
 * The browser: a visitor types `values` into the form's machine and presses Send. What it sends
 * (cleaned as typed), or the errors it shows instead.
 */
function browser(form: FormDefinition, values: FormValues) {
  const rules = toRules(form)
  const logic = formMachine.provide({
    actors: { send: fromPromise<unknown, { values: FormValues }>(() => new Promise(() => {})) },
  })
  const actor = createActor(logic, { input: { rules } }).start()
  for (const [field, value] of Object.entries(values)) {
    if (value !== rules.initialValues[field]) actor.send({ type: 'field.change', field, value })
  }
  actor.send({ type: 'form.submit' })
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { sent: snapshot.matches('submitting'), values: snapshot.context.values }
}

/** What leaves the browser (src/enquiry/send-form.ts and forms-api.ts) for these values. */
const body = (form: FormDefinition, values: FormValues) => ({
  ...payloadOf(form, values, {}, 'en'),
  ...(form === subscribeForm ? { acknowledge: values.acknowledge } : {}),
})

/** The service's verdict on what the browser would send: the field errors, or none. */
function service(form: FormDefinition, values: FormValues): Record<string, string> {
  const sent = body(form, values)
  if (form.channel.kind === 'email') {
    try {
      checkEnquiry(sent, 'en')
      return {}
    } catch (error) {
      return (error as ApiError).errors ?? { '': String(error) }
    }
  }
  const schema = form === waitlistForm ? waitlistRequest : subscribeRequest
  const result = v.safeParse(schema, sent, { abortPipeEarly: true })
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]))
}

const pad = fc.constantFrom('', ' ', '  ')
/** Text of exactly `lengths` characters (one of them), padded with spaces that do not count. */
const sized = (lengths: number[]) =>
  fc
    .tuple(fc.constantFrom(...lengths), fc.constantFrom('a', 'é', 'Zq.', 'a b'), pad)
    .map(
      ([n, unit, space]) => `${space}${unit.repeat(n).slice(0, n).trim().padEnd(n, 'x')}${space}`,
    )
const around = (...limits: number[]) =>
  limits.flatMap((n) => [n - 1, n, n + 1].filter((l) => l >= 0))
const typed = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', '.', '@', 'é', 'ß', '😀', '-', '1'),
  maxLength: 15,
})

/** Values around every limit a field of this kind has, and ordinary ones. */
function near(spec: FieldSpec): fc.Arbitrary<string | boolean> {
  switch (spec.kind) {
    case 'checkbox':
      return fc.boolean()
    case 'country':
      return fc.constantFrom('GB', 'KE', 'gb', ' es ', 'XX', 'ZZ', 'UK', 'G', 'GBR', '', ' ')
    case 'select':
      return fc.constantFrom(...(spec.options ?? []), '', 'Another')
    case 'email':
      return fc.oneof(
        typed,
        fc.tuple(typed, typed, typed).map(([a, b, c]) => `${a}@${b}.${c}`),
        fc
          .tuple(fc.constantFrom(...around(fieldLimits.email)), pad)
          .map(([n, space]) => `${space}${'a'.repeat(n - 6)}@b.org${space}`),
      )
    case 'textarea':
      return fc.oneof(typed, sized(around(30, 500, fieldLimits.message)))
    case 'tel':
      return fc.oneof(
        typed,
        sized(around(10, fieldLimits.text)).map((t) => t.replace(/\S/g, '7')),
      )
    case 'url':
      return fc.oneof(typed, sized(around(fieldLimits.text, fieldLimits.url)))
    default:
      return fc.oneof(typed, sized(around(10, 50, fieldLimits.name)))
  }
}

/** A form's valid values with up to three fields changed to values near their limits. */
const valuesOf = (form: FormDefinition) => {
  const names = Object.keys(form.fields)
  const valid = Object.fromEntries(
    Object.entries(form.fields).map(([name, spec]) => [name, validValue(name, spec)]),
  )
  return fc
    .subarray(names, { maxLength: 3 })
    .chain((changed) =>
      fc.record(Object.fromEntries(changed.map((name) => [name, near(form.fields[name]!)]))),
    )
    .map((changes) => ({ ...valid, ...changes }) as FormValues)
}

describe('every form: the browser and the service accept and refuse alike', () => {
  it.each(everyForm.map((form) => [form.id, form] as const))('%s', (_, form) => {
    const seen = { sent: 0, refused: 0 }
    fc.assert(
      fc.property(valuesOf(form), (typedValues) => {
        const result = browser(form, typedValues)
        const refusal = service(form, result.values)
        if (result.sent) {
          seen.sent++
          expect(refusal).toEqual({})
        } else {
          seen.refused++
          expect(Object.keys(refusal)).not.toEqual([])
        }
        for (const field of Object.keys(refusal)) {
          expect([...Object.keys(form.fields), 'acknowledge']).toContain(field)
        }
      }),
      runs,
    )
    // Both directions were tried.
    expect(seen.sent).toBeGreaterThan(10)
    expect(seen.refused).toBeGreaterThan(10)
  })

  it('a 101-character name and a 256-character e-mail are refused in the browser', () => {
    for (const form of everyForm.filter((f) => 'name' in f.fields && 'email' in f.fields)) {
      const valid = Object.fromEntries(
        Object.entries(form.fields).map(([name, spec]) => [name, validValue(name, spec)]),
      )
      expect(browser(form, { ...valid, name: 'A'.repeat(101) }).sent, form.id).toBe(false)
      expect(browser(form, { ...valid, name: 'A'.repeat(100) }).sent, form.id).toBe(true)
      const long = `${'a'.repeat(250)}@b.org`
      expect(browser(form, { ...valid, email: long }).sent, form.id).toBe(false)
    }
  })
})

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
})
