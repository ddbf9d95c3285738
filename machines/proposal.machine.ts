import * as v from 'valibot'
import { assign, setup } from 'xstate'
import { timings } from '../content/facts'
import { curriculumKeys, type ProposalChoices } from './proposal-search'

export { curriculumKeys, proposalSearch } from './proposal-search'
export type { CurriculumKey, ProposalChoices } from './proposal-search'

/** A part of the address that could not be used, so the document shows its default instead. */
export type IgnoredPart = keyof ProposalChoices

export type ProposalInput = {
  maxLabs: number
  maxYears: number
  schoolNameMax: number
  /** The country codes a proposal may name. */
  countries: readonly string[]
}

export type ProposalEvent =
  /** The page has hydrated: its address (options and all) and today's date, as 2026-11-26. */
  | {
      type: 'proposal.read'
      search: Readonly<Record<string, unknown>>
      href: string
      today: string
    }
  /** The address now reads `href` (after `writeAddress`). */
  | { type: 'proposal.addressWritten'; href: string }
  | { type: 'proposal.labs'; value: string }
  | { type: 'proposal.years'; value: number }
  | { type: 'proposal.curriculum'; value: string }
  | { type: 'proposal.country'; value: string }
  | { type: 'proposal.school'; value: string }
  | { type: 'proposal.dismiss' }
  | { type: 'proposal.send' }

export const defaultChoices: ProposalChoices = {
  labs: 1,
  years: 3,
  curriculum: null,
  country: null,
  school: '',
}

/** A string or a number (the router gives `labs=3` as 3); never an array, object or boolean. */
const scalar = v.check(
  (value: unknown) => typeof value === 'string' || typeof value === 'number',
  'not a scalar',
)

// A whole number, from the address (`labs=3` arrives as 3, `labs=03` as '03') or from a field.
// Written with the valibot functions the site's other schemas use, so that they stay one chunk.
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.unknown(),
    scalar,
    v.transform(String),
    v.trim(),
    v.regex(/^\d{1,6}$/),
    v.transform(Number),
    v.check((n) => n >= min && n <= max),
  )

/** Control characters and runs of white space go; the rest is kept as text. */
const tidyName = (value: string) =>
  value
    .replace(/\p{Cc}|\p{Cf}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The schema of each part of the address, for an input's limits and countries. */
export function proposalSchemas(input: ProposalInput) {
  return {
    labs: wholeNumber(1, input.maxLabs),
    years: wholeNumber(1, input.maxYears),
    curriculum: v.picklist(curriculumKeys),
    country: v.pipe(
      v.string(),
      v.toUpperCase(),
      v.check((code) => input.countries.includes(code)),
    ),
    // A name that is only digits arrives from the address as a number.
    school: v.pipe(v.unknown(), scalar, v.transform(String), v.transform(tidyName)),
  }
}

/** Cuts a name to `max` characters (whole characters: never half of an emoji). */
export function cutName(name: string, max: number): { name: string; cut: boolean } {
  const characters = Array.from(name)
  return characters.length > max
    ? { name: characters.slice(0, max).join('').trimEnd(), cut: true }
    : { name, cut: false }
}

/**
 * Reads a proposal's address: each part that is there and valid is taken, each part that is there
 * and not valid is named in `ignored` and its default taken instead; a long name is cut.
 */
export function readProposalAddress(
  search: Readonly<Record<string, unknown>>,
  input: ProposalInput,
): { choices: ProposalChoices; ignored: IgnoredPart[] } {
  const schemas = proposalSchemas(input)
  const ignored: IgnoredPart[] = []
  const take = <K extends keyof typeof schemas>(key: K) => {
    if (search[key] === undefined || search[key] === '') return undefined
    const result = v.safeParse(schemas[key], search[key])
    if (!result.success) ignored.push(key)
    return result.success ? (result.output as v.InferOutput<(typeof schemas)[K]>) : undefined
  }
  const labs = take('labs') ?? defaultChoices.labs
  const years = take('years') ?? defaultChoices.years
  const curriculum = take('curriculum') ?? null
  const country = take('country') ?? null
  const school = cutName(take('school') ?? '', input.schoolNameMax)
  if (school.cut) ignored.push('school')
  return { choices: { labs, years, curriculum, country, school: school.name }, ignored }
}

type Context = ProposalInput & {
  choices: ProposalChoices
  /** The number of labs as typed, which may not be valid yet. */
  labsText: string
  ignored: IgnoredPart[]
  /** The proposal's own address, and the day it was prepared: known once the page has read them. */
  href: string
  today: string
}

const without = (ignored: IgnoredPart[], part: IgnoredPart) => ignored.filter((p) => p !== part)

/**
 * The proposal on /proposal. It starts `reading`: the prerendered page cannot know the address,
 * so it shows the document's place and no figures until the address has been read. Then it shows
 * the choices read (what could not be used is listed in `ignored`, for the page's note). Every
 * change of a choice is written back to the address a moment after the last one (`unsaved`, then
 * `writeAddress`): typing a name is one write, not one per key, and browsers refuse a page that
 * rewrites its address too often. A number of labs that is not valid is kept as typed (`labs`
 * `invalid`) while the document and the address keep the last valid one. `proposal.send` hands
 * the choices to the school contact form (`openContactForm`, given by the page).
 */
export const proposalMachine = setup({
  types: {
    context: {} as Context,
    input: {} as ProposalInput,
    events: {} as ProposalEvent,
  },
  actions: {
    read: assign(({ context, event }) => {
      if (event.type !== 'proposal.read') return {}
      const { choices, ignored } = readProposalAddress(event.search, context)
      return {
        choices,
        ignored,
        labsText: String(choices.labs),
        href: event.href,
        today: event.today,
      }
    }),
    writeAddress: (_, _params: { choices: ProposalChoices }) => {},
    openContactForm: (_, _params: { choices: ProposalChoices }) => {},
  },
  guards: {
    labsValid: ({ context, event }) =>
      event.type === 'proposal.labs' &&
      v.safeParse(proposalSchemas(context).labs, event.value).success &&
      event.value.trim() !== '',
    anythingIgnored: ({ context }) => context.ignored.length > 0,
  },
  delays: {
    addressDelay: timings.proposalAddressDelay,
  },
}).createMachine({
  id: 'proposal',
  context: ({ input }) => ({
    ...input,
    choices: defaultChoices,
    labsText: String(defaultChoices.labs),
    ignored: [],
    href: '',
    today: '',
  }),
  initial: 'reading',
  states: {
    reading: {
      on: { 'proposal.read': { target: 'read', actions: 'read' } },
    },
    // A bad address is written back cleaned: a shared copy then opens without the note.
    read: {
      always: [
        { guard: 'anythingIgnored', target: 'showing.address.unsaved' },
        { target: 'showing' },
      ],
    },
    showing: {
      type: 'parallel',
      on: {
        'proposal.dismiss': { actions: assign({ ignored: [] }) },
        'proposal.addressWritten': { actions: assign({ href: ({ event }) => event.href }) },
        'proposal.send': {
          actions: {
            type: 'openContactForm',
            params: ({ context }) => ({ choices: tidyChoices(context.choices) }),
          },
        },
      },
      states: {
        // Every change is written to the address once changes pause (re-entering `unsaved`
        // starts its delay again).
        address: {
          initial: 'saved',
          on: {
            'proposal.labs': {
              guard: 'labsValid',
              target: '.unsaved',
              actions: assign(({ context, event }) => ({
                choices: { ...context.choices, labs: Number(event.value.trim()) },
                ignored: without(context.ignored, 'labs'),
              })),
            },
            'proposal.years': {
              target: '.unsaved',
              actions: assign(({ context, event }) =>
                v.safeParse(proposalSchemas(context).years, event.value).success
                  ? {
                      choices: { ...context.choices, years: event.value },
                      ignored: without(context.ignored, 'years'),
                    }
                  : {},
              ),
            },
            'proposal.curriculum': {
              target: '.unsaved',
              actions: assign(({ context, event }) => {
                const result = v.safeParse(proposalSchemas(context).curriculum, event.value)
                return {
                  choices: {
                    ...context.choices,
                    curriculum: result.success ? result.output : null,
                  },
                  ignored: without(context.ignored, 'curriculum'),
                }
              }),
            },
            'proposal.country': {
              target: '.unsaved',
              actions: assign(({ context, event }) => {
                const result = v.safeParse(proposalSchemas(context).country, event.value)
                return {
                  choices: { ...context.choices, country: result.success ? result.output : null },
                  ignored: without(context.ignored, 'country'),
                }
              }),
            },
            'proposal.school': {
              target: '.unsaved',
              actions: assign(({ context, event }) => {
                // Kept as typed (spaces included) but never longer than the limit.
                const typed = cutName(event.value.replace(/\p{Cc}/gu, ''), context.schoolNameMax)
                return {
                  choices: { ...context.choices, school: typed.name },
                  ignored: without(context.ignored, 'school'),
                }
              }),
            },
          },
          states: {
            saved: {},
            unsaved: {
              after: {
                addressDelay: {
                  target: 'saved',
                  actions: {
                    type: 'writeAddress',
                    params: ({ context }) => ({ choices: tidyChoices(context.choices) }),
                  },
                },
              },
            },
          },
        },
        // The number of labs as typed: while it is not valid, the view says what to fix and the
        // document and the address keep the last valid number.
        labs: {
          initial: 'valid',
          on: {
            'proposal.labs': [
              {
                guard: 'labsValid',
                target: '.valid',
                actions: assign({ labsText: ({ event }) => event.value }),
              },
              { target: '.invalid', actions: assign({ labsText: ({ event }) => event.value }) },
            ],
          },
          states: { valid: {}, invalid: {} },
        },
      },
    },
  },
})

/** The choices as they are shared: the name without the spaces typed around it. */
function tidyChoices(choices: ProposalChoices): ProposalChoices {
  return { ...choices, school: tidyName(choices.school) }
}
