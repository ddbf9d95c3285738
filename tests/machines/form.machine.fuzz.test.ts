// @vitest-environment node
import { fc, test } from '@fast-check/vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { afterAll, describe, expect } from 'vitest'
import { formMachine, type FormRules, type FormValues } from '../../machines/form.machine'
import type { FormDefinition } from '../../schemas/forms/define'
import { toRules } from '../../src/enquiry/use-enquiry-form'
import { everyForm, fuzzSeed } from '../schemas/every-form'

/**
 * The form machine, driven by every real form's rules through random event
 * sequences (typing anything into any field, the hidden honeypot included, submitting, the send
 * succeeding, failing or hanging, time passing), never sends a form with an error, never sends
 * twice, and never loses a value: a model of what the visitor typed is compared with the
 * machine's values after every event. Seeded; fast-check prints the seed and the shrunk sequence.
 */

const seed = fuzzSeed
const forms = everyForm

const isBlank = (value: string | boolean | undefined) => String(value ?? '').trim() === ''

/** Values a person might type: good ones for some field, near misses, and junk. */
const typical = [
  'Riverside High School',
  'ada@example.org',
  '0123456789',
  'GB',
  `${'A thirty character message. '.repeat(2)}`,
  'https://riverside.example',
  'Other',
  'A partnership type',
]
const nearMisses = ['', ' ', '   \t', 'Ada', 'ada@', 'a@b', 'a.b', '12345', 'x'.repeat(501), 'gb']
const junk = fc.string({ unit: 'grapheme', maxLength: 30 })

/**
 * One value for every field with which the form sends: found by trying the typical values field
 * by field until neither a live rule nor a submit check objects.
 */
function validValues(form: FormDefinition, rules: FormRules): FormValues {
  const fields = Object.keys(form.fields)
  const candidates = (field: string) => {
    const spec = form.fields[field]!
    if (spec.kind === 'checkbox') return [true]
    return [...(spec.options ?? []), ...typical]
  }
  const choice = Object.fromEntries(fields.map((field) => [field, 0]))
  for (let round = 0; round < 100; round++) {
    const values = { ...rules.initialValues }
    for (const field of fields) {
      values[field] = rules.sanitize(field, candidates(field)[choice[field]!] ?? '')
    }
    const errors = { ...rules.validateSubmit(values) }
    for (const field of fields) {
      const error = rules.validateField(field, values)
      if (error) errors[field] = error
    }
    if (Object.keys(errors).length === 0) return values
    for (const field of Object.keys(errors)) choice[field] = choice[field]! + 1
  }
  throw new Error(`No valid values found for the ${form.id} form`)
}

type Step =
  | { kind: 'type'; field: string; value: string | boolean }
  | { kind: 'fill'; fields: string[] }
  | { kind: 'fix' }
  | { kind: 'submit' }
  | { kind: 'succeed' }
  | { kind: 'fail' }
  | { kind: 'wait'; ms: number }

function steps(form: FormDefinition, honeypotField: string) {
  const fields = Object.keys(form.fields)
  const text = fc.oneof(fc.constantFrom(...typical, ...nearMisses), junk)
  const valueFor = (field: string): fc.Arbitrary<string | boolean> => {
    const spec = form.fields[field]!
    if (spec.kind === 'checkbox') return fc.boolean()
    if (spec.options)
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...spec.options) }, text)
    return text
  }
  const typing = fc
    .oneof(
      { weight: 12, arbitrary: fc.constantFrom(...fields) },
      // The honeypot: filled (a bot) or emptied again.
      { weight: 1, arbitrary: fc.constant(honeypotField) },
    )
    .chain((field) =>
      (field === honeypotField ? fc.constantFrom('x', '') : valueFor(field)).map((value) => ({
        kind: 'type' as const,
        field,
        value,
      })),
    )
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 8, arbitrary: typing },
    // Some fields (or all) set to values with which the form can send.
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constant(fields), fc.subarray(fields, { minLength: 1 }))
        .map((chosen) => ({ kind: 'fill' as const, fields: chosen })),
    },
    // What a person does: put right each field that shows an error.
    { weight: 3, arbitrary: fc.constant({ kind: 'fix' as const }) },
    { weight: 4, arbitrary: fc.constant({ kind: 'submit' as const }) },
    { weight: 2, arbitrary: fc.constant({ kind: 'succeed' as const }) },
    { weight: 2, arbitrary: fc.constant({ kind: 'fail' as const }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(0, 1, 999, 1000, 4999, 5000, 6000)
        .map((ms) => ({ kind: 'wait' as const, ms })),
    },
  )
  return fc.array(step, { minLength: 5, maxLength: 40, size: 'max' })
}

/** Lets a settled send reach the machine (fromPromise reports in a promise callback). */
async function settleMicrotasks() {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

let sendsSeen = 0
let failuresSeen = 0
afterAll(() => {
  // The sequences must reach the interesting states, or the invariants say little.
  expect(sendsSeen).toBeGreaterThan(100)
  expect(failuresSeen).toBeGreaterThan(30)
})

describe.each(forms.map((form) => [form.id, form] as const))('the %s form', (_, form) => {
  const rules = toRules(form)
  const valid = validValues(form, rules)
  const fields = Object.keys(form.fields)

  /** Every error the form has for these values: live rules of changed fields, submit checks. */
  const errorsOf = (values: FormValues) => {
    const errors = { ...rules.validateSubmit(values) }
    for (const field of fields) {
      if (values[field] === rules.initialValues[field]) continue
      const error = rules.validateField(field, values)
      if (error) errors[field] = error
    }
    return errors
  }

  test.prop([steps(form, rules.honeypotField)], { seed, numRuns: 120 })(
    'never sends with an error, never twice, never loses a value',
    async (sequence) => {
      const clock = new SimulatedClock()
      const sent: FormValues[] = []
      const problems: string[] = []
      let pending: { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined
      let submitsNow = 0
      const actor = createActor(
        formMachine.provide({
          actors: {
            send: fromPromise(({ input }: { input: { values: FormValues } }) => {
              // One send at a time, one per submit, and only of a form without errors. (An
              // expect thrown here would only fail the send, so the problems are collected.)
              const values = input.values
              if (pending) problems.push('a second send while one is on its way')
              if (submitsNow !== 1) problems.push('a send that no submit started')
              submitsNow = 0
              if (!isBlank(values[rules.honeypotField])) problems.push('a bot’s form was sent')
              const errors = errorsOf(values)
              if (Object.keys(errors).length) {
                problems.push(
                  `sent with errors ${JSON.stringify(errors)}: ${JSON.stringify(values)}`,
                )
              }
              sent.push(structuredClone(values))
              return new Promise<unknown>((resolve, reject) => (pending = { resolve, reject }))
            }),
          },
        }),
        { input: { rules }, clock },
      ).start()

      // What the visitor sees in the fields: what they typed (cleaned), until a send succeeds.
      // While a send is on its way the machine holds the values it sends and takes no typing.
      let model: FormValues = { ...rules.initialValues }
      const state = () => actor.getSnapshot().value
      const type = (field: string, value: string | boolean) => {
        if (state() !== 'submitting') model = { ...model, [field]: rules.sanitize(field, value) }
        actor.send({ type: 'field.change', field, value })
      }

      for (const step of sequence) {
        const before = state()
        if (step.kind === 'type') type(step.field, step.value)
        else if (step.kind === 'fill') for (const field of step.fields) type(field, valid[field]!)
        else if (step.kind === 'fix') {
          for (const field of Object.keys(actor.getSnapshot().context.errors)) {
            type(field, valid[field]!)
          }
        } else if (step.kind === 'submit') {
          submitsNow = 1
          actor.send({ type: 'form.submit' })
          submitsNow = 0
          // A bot (the honeypot filled) sees a success: the form is emptied, nothing is sent.
          if (state() === 'succeeded' && before !== 'succeeded') {
            model = { ...rules.initialValues }
          }
        } else if (step.kind === 'succeed' || step.kind === 'fail') {
          const settle = pending
          pending = undefined
          if (step.kind === 'succeed') settle?.resolve('OK')
          else settle?.reject(new Error('Network Error'))
          await settleMicrotasks()
          if (settle && step.kind === 'succeed') {
            expect(state()).toBe('succeeded')
            model = { ...rules.initialValues }
          }
          if (settle && step.kind === 'fail') {
            failuresSeen++
            expect(state()).toBe('failed')
            // Nothing typed is lost: the values are those that were sent.
            expect(actor.getSnapshot().context.values).toEqual(sent.at(-1))
          }
        } else {
          clock.increment(step.ms)
          // A send that has not answered in time has failed: the machine gives up on it, and
          // keeps every value (machines/form.machine.ts sendTimeoutMs).
          if (before === 'submitting' && state() !== 'submitting') {
            failuresSeen++
            expect(state()).toBe('failed')
            expect(actor.getSnapshot().context.values).toEqual(sent.at(-1))
            pending = undefined
          }
        }

        expect(problems).toEqual([])
        expect(actor.getSnapshot().context.values).toEqual(model)
        expect(actor.getSnapshot().status).toBe('active')
        if (state() === 'submitting') expect(pending).toBeDefined()
        else expect(pending).toBeUndefined()
      }
      sendsSeen += sent.length
      actor.stop()
    },
  )
})
