// @vitest-environment node
import { fc, test } from '@fast-check/vitest'
import * as v from 'valibot'
import { describe, expect } from 'vitest'
import {
  countryCode,
  fieldLimits,
  honeypot,
  looseEmail,
  requiredText,
  strictEmail,
  strictEmailPattern,
} from '../../schemas/fields'
import { subscribeRequest } from '../../schemas/forms/subscribe'
import { waitlistRequest } from '../../schemas/forms/waitlist'
import { isTooLong } from '../../schemas/forms/check'
import { configSchema, readConfig } from '../../server/config'
import { toRules } from '../../src/enquiry/use-enquiry-form'
import { everyForm, fuzzSeed } from './every-form'
import { postSchema } from '../../src/blog/client'

/**
 * Every valibot schema, the forms' and the service's, takes any input (any
 * value, any Unicode, control characters, lone surrogates, a megabyte of text) without throwing
 * or hanging, and every message it gives is one the schema itself declares: never valibot's
 * default 'Invalid type: Expected …', which would show a visitor (or a log) the raw input.
 *
 * The allowed messages are read from the schemas themselves (each action's `message`), so this
 * file holds no copy of them. Seeded, so a failure replays; fast-check prints the seed and the
 * shrunk counterexample.
 */

const seed = fuzzSeed
const runs = { seed, numRuns: 300 }
const forms = everyForm

type Message = string | ((issue: v.BaseIssue<unknown>) => string)

/** Every message a schema declares, its pipes, entries, options and wrapped schemas included. */
function declaredMessages(schema: unknown, found = new Set<Message>()): Set<Message> {
  if (typeof schema !== 'object' || schema === null || !('kind' in schema)) return found
  const node = schema as Record<string, unknown>
  if (typeof node.message === 'string' || typeof node.message === 'function') {
    found.add(node.message as Message)
  }
  for (const key of ['pipe', 'options', 'items']) {
    const list = node[key]
    if (Array.isArray(list)) for (const child of list) declaredMessages(child, found)
  }
  for (const key of ['wrapped', 'item', 'rest', 'key', 'value']) declaredMessages(node[key], found)
  if (node.entries && typeof node.entries === 'object') {
    for (const child of Object.values(node.entries)) declaredMessages(child, found)
  }
  return found
}

/** valibot's own wording, used when a schema gives none: 'Invalid type: Expected … but received …'. */
const valibotDefault = /^Invalid [\w ]+: (Expected .* but r|R)eceived /

/**
 * The messages of a failed parse that the schema does not declare. A raw check or transform words
 * its issues in code (addIssue), so there only valibot's default wording is refused.
 */
function undeclared(schema: unknown, issues: readonly v.BaseIssue<unknown>[] | undefined) {
  const declared = [...declaredMessages(schema)]
  return (issues ?? [])
    .filter(
      (issue) =>
        !declared.some((m) => (typeof m === 'string' ? m : m(issue)) === issue.message) &&
        !(/^raw_/.test(issue.type) && !valibotDefault.test(issue.message)),
    )
    .map((issue) => issue.message)
}

/** One character of any kind: any code point (lone surrogates too), or a known troublemaker. */
const char = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
  },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...['\u0000', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u00a0'],
      ...['\u200b', '\u200d', '\u2028', '\u2029', '\u202e', '\ufeff', '\ufffd', '\ud800'],
      ...['\udfff', '😀', '👩🏽‍🚀', 'é', 'e\u0301', 'İ', 'ß', '@', '.', ' ', '%', '"', '\\'],
    ),
  },
)
const nastyString = fc.oneof(
  fc.string({ unit: char, maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: char, minLength: 200, maxLength: 3000 }),
  // Shaped like the real thing, with bad bits inside.
  fc
    .tuple(fc.string({ unit: char, maxLength: 8 }), fc.string({ unit: char, maxLength: 8 }))
    .map(([a, b]) => `${a}@${b}.org`),
  fc.constantFrom('', ' ', 'GB', 'gb', 'ZZ', 'true', 'null', '__proto__', 'constructor'),
)
/** Any value at all: what a JSON body or a stray caller could hand a schema. */
const anyValue = fc.oneof(
  fc.anything({
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
  }),
  fc.jsonValue(),
  nastyString,
)

/**
 * A few megabyte inputs, each once: enough to find a quadratic regular expression or a copy per
 * character, without generating hundreds of megabytes.
 */
const mega = 1_100_000
const megabyteStrings: [string, string][] = [
  ['letters', 'a'.repeat(mega)],
  ['spaces then a letter', `${' '.repeat(mega)}x`],
  ['NULs', '\u0000'.repeat(mega)],
  ['lone surrogates', '\ud800'.repeat(mega)],
  ['emoji', '😀'.repeat(mega / 2)],
  ['an address with a megabyte of dots and a space', `a@${'.'.repeat(mega)} `],
  ['an address with a megabyte of a.', `a@${'a.'.repeat(mega / 2)}@`],
  ['at signs', '@'.repeat(mega)],
  ['a megabyte local part', `${'a'.repeat(mega)}@b.org`],
]

const fieldSchemas = {
  'requiredText (Name)': requiredText('Name', fieldLimits.name),
  strictEmail,
  looseEmail,
  countryCode,
  honeypot,
}
const requestSchemas = { waitlistRequest, subscribeRequest }

describe('the service’s shared field and request schemas', () => {
  const all = { ...fieldSchemas, ...requestSchemas }

  describe.each(Object.entries(all))('%s', (_, schema) => {
    test.prop([anyValue], runs)('any value: no throw, only its own messages', (input) => {
      // The service parses in the request's language (server/http.ts validate).
      for (const config of [{}, { abortPipeEarly: true }, { abortPipeEarly: true, lang: 'ar' }]) {
        const result = v.safeParse(schema, input, config)
        expect(undeclared(schema, result.issues)).toEqual([])
      }
    })
  })

  describe.each(Object.entries(fieldSchemas))('%s', (_, schema) => {
    test.prop([nastyString], runs)('any string: no throw, only its own messages', (input) => {
      const result = v.safeParse(schema, input)
      expect(undeclared(schema, result.issues)).toEqual([])
    })
  })

  describe.each(Object.entries(requestSchemas))('%s', (_, schema) => {
    const keys = Object.keys(schema.entries)
    const body = fc.dictionary(
      fc.oneof(fc.constantFrom(...keys, '__proto__', 'constructor', 'toString'), nastyString),
      anyValue,
      { maxKeys: 6 },
    )
    test.prop([body], runs)('any object body: no throw, only its own messages', (input) => {
      const result = v.safeParse(schema, input, { abortPipeEarly: true })
      expect(undeclared(schema, result.issues)).toEqual([])
    })

    test.prop([fc.record(Object.fromEntries(keys.map((key) => [key, nastyString])))], runs)(
      'any strings in its own fields: no throw, only its own messages',
      (input) => {
        const result = v.safeParse(schema, input)
        expect(undeclared(schema, result.issues)).toEqual([])
      },
    )

    test.each(megabyteStrings)('a megabyte in every field (%s)', (_, text) => {
      const input = Object.fromEntries(keys.map((key) => [key, text]))
      for (const config of [{}, { abortPipeEarly: true }]) {
        const started = performance.now()
        const result = v.safeParse(schema, input, config)
        expect(result.success).toBe(false)
        expect(undeclared(schema, result.issues)).toEqual([])
        expect(performance.now() - started).toBeLessThan(1000)
      }
    })
  })
})

describe('the strict e-mail pattern', () => {
  /** The waitlist's rule without a regular expression: text, '@', text, '.', text, no spaces. */
  const spelledOut = (email: string) => {
    const [local, domain, ...more] = email.split('@')
    return !/\s/.test(email) && more.length === 0 && !!local && !!domain?.slice(1, -1).includes('.')
  }
  const addressy = fc.string({
    unit: fc.constantFrom('a', 'Z', '@', '.', ' ', '\t', 'é', '\u00a0', '\u2028', '😀', '\ud800'),
    maxLength: 24,
  })

  test.prop([fc.oneof(addressy, nastyString)], { seed, numRuns: 2000 })(
    'accepts exactly what the rule spelled out accepts',
    (email) => {
      expect(strictEmailPattern.test(email)).toBe(spelledOut(email))
    },
  )
})

describe('every form’s live rules and submit checks', () => {
  test('finds the forms', () => {
    expect(forms.length).toBeGreaterThanOrEqual(11)
  })

  describe.each(forms.map((form) => [form.id, form] as const))('%s', (_, form) => {
    const live = Object.entries(form.live ?? {})
    const textFields = Object.entries(form.fields)
      .filter(([, spec]) => spec.kind !== 'checkbox')
      .map(([name]) => name)

    if (live.length) {
      test.prop([fc.constantFrom(...live), nastyString], runs)(
        'a live rule given any text: no throw, only its own messages',
        ([, schema], input) => {
          for (const config of [{}, { abortPipeEarly: true }]) {
            const result = v.safeParse(schema, input, config)
            expect(undeclared(schema, result.issues)).toEqual([])
          }
        },
      )

      test.prop([fc.constantFrom(...live), anyValue], runs)(
        'a live rule given any value: no throw',
        ([, schema], input) => {
          v.safeParse(schema, input)
        },
      )

      test.each(megabyteStrings)('every live rule given a megabyte (%s)', (_, text) => {
        for (const [, schema] of live) {
          const started = performance.now()
          const result = v.safeParse(schema, text, { abortPipeEarly: true })
          expect(undeclared(schema, result.issues)).toEqual([])
          expect(performance.now() - started).toBeLessThan(1000)
        }
      })
    }

    // What the machine calls: sanitising, the live check of one field, the checks at submit.
    const values = fc.record(
      Object.fromEntries([
        ...textFields.map((name) => [name, nastyString] as const),
        ...Object.keys(form.fields)
          .filter((name) => !textFields.includes(name))
          .map((name) => [name, fc.oneof(fc.boolean(), nastyString)] as const),
      ]),
    )
    test.prop([values], runs)(
      'sanitize, validateField and validateSubmit take any values; errors name fields',
      (input) => {
        const rules = toRules(form)
        const clean = { ...rules.initialValues }
        for (const [field, value] of Object.entries(input)) {
          clean[field] = rules.sanitize(field, value)
        }
        for (const field of Object.keys(form.fields)) {
          const error = rules.validateField(field, clean)
          // Too long is the one error a field gives that its live rule does not declare.
          if (error !== undefined && isTooLong(form.fields[field]!, clean[field])) {
            expect(error).toMatch(/ \S+ /)
          } else if (error !== undefined) {
            expect(undeclared(form.live?.[field], [{ message: error } as never])).toEqual([])
          }
        }
        const errors = rules.validateSubmit(clean)
        for (const [field, message] of Object.entries(errors)) {
          expect(Object.keys(form.fields)).toContain(field)
          expect(message).toEqual(expect.stringMatching(/\S/))
        }
      },
    )
  })
})

describe('the service’s configuration (environment variables)', () => {
  const names = Object.keys(configSchema.entries)
  const env = fc.dictionary(fc.constantFrom(...names), nastyString, { maxKeys: names.length })

  test.prop([env], runs)('any environment: a config, or an Error in its own words', (input) => {
    const result = v.safeParse(configSchema, input)
    expect(undeclared(configSchema, result.issues)).toEqual([])
    if (result.success) expect(readConfig(input)).toEqual(result.output)
    else expect(() => readConfig(input)).toThrow(/^The service's configuration is not valid/)
  })

  test.each([
    ['DATABASE_URL', 'mysql://user:secret@host/db'],
    ['DATABASE_URL', 'postgress://user:secret@host/db'],
    ['PORT', 'eighty'],
    ['RATE_LIMIT_PER_MINUTE', '-1'],
    ['OUTBOX_READ_TOKEN', 'short'],
  ])('a bad %s is named in its own words, without echoing the value', (name, value) => {
    const result = v.safeParse(configSchema, { [name]: value })
    expect(result.success).toBe(false)
    expect(undeclared(configSchema, result.issues)).toEqual([])
    expect(() => readConfig({ [name]: value })).toThrow(name)
    expect(() => readConfig({ [name]: value })).not.toThrow(value)
  })
})

describe('the site’s check of the blog service’s answers', () => {
  test.prop([anyValue], runs)('any answer: safeParse does not throw', (input) => {
    v.safeParse(postSchema, input)
    v.safeParse(v.array(postSchema), [input])
  })
})
