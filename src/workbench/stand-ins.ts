import { fromCallback, fromPromise, type AnyActorLogic } from 'xstate'
import { currencyByCountry } from '../../content/facts'
import { isUnreachableCode, UnreachableCode } from '../lib/reach-code'
import type { WorkbenchClock } from './clock'

/**
 * The stand-ins a machine's effects can be given on the workbench: instead of the e-mail API, the
 * geolocation service, the blog service or the clipboard, an answer chosen from a list. Delayed
 * answers wait on the run's fake clock, so the clock buttons decide when they arrive.
 */
export type StandInChoice = { id: string; label: string }
export type StandIn = {
  /** The name of the actor (or guard) in the machine's `setup`. */
  name: string
  label: string
  choices: readonly StandInChoice[]
}

const outcomes = [
  { id: 'succeeds', label: 'succeeds at once' },
  { id: 'succeeds-later', label: 'succeeds after 1 s (fake clock)' },
  { id: 'fails', label: 'fails' },
  { id: 'hangs', label: 'hangs (never answers)' },
] as const

/** How the blog service can go wrong, for the feed and for a single post alike. */
const blogServiceFailures = [
  { id: 'fails', label: 'returns an error' },
  { id: 'hangs', label: 'hangs (never answers)' },
] as const

const countries = Object.keys(currencyByCountry).sort()

export const standIns: Record<string, readonly StandIn[]> = {
  form: [
    {
      name: 'send',
      label: 'Sending the form',
      choices: [
        ...outcomes,
        { id: 'saved', label: 'finds no network: kept on the device' },
        { id: 'code-unreachable', label: 'its code cannot be loaded (offline)' },
      ],
    },
  ],
  'enquiry-queue': [
    {
      name: 'sendNext',
      label: 'One turn of sending',
      choices: [
        { id: 'sent', label: 'sends one (then nothing waits)' },
        { id: 'network', label: 'finds no network' },
        { id: 'later', label: 'the service asks for time' },
        { id: 'refused', label: 'the service refuses it' },
        { id: 'empty', label: 'finds nothing waiting' },
        { id: 'hangs', label: 'hangs (never answers)' },
      ],
    },
  ],
  currency: [
    {
      name: 'lookUpCountry',
      label: 'The geolocation look-up',
      choices: [
        ...countries.map((code) => ({ id: `country:${code}`, label: `answers ${code}` })),
        { id: 'country:BR', label: 'answers BR (not in the table: US dollars)' },
        { id: 'fails', label: 'fails' },
        { id: 'hangs', label: 'times out (never answers)' },
      ],
    },
  ],
  'blog-feed': [
    {
      name: 'fetchPage',
      label: 'The blog service',
      choices: [
        { id: 'pages', label: 'returns pages (5, 5, then 2 posts)' },
        { id: 'pages-later', label: 'returns pages after 1 s (fake clock)' },
        { id: 'empty', label: 'returns no posts' },
        ...blogServiceFailures,
      ],
    },
  ],
  resource: [
    {
      name: 'load',
      label: 'The blog service',
      choices: [
        { id: 'data', label: 'returns a post' },
        { id: 'not-found', label: 'returns nothing (not found)' },
        ...blogServiceFailures,
      ],
    },
  ],
  'copy-link': [
    {
      name: 'copy',
      label: 'The clipboard',
      choices: [
        { id: 'succeeds', label: 'accepts the link' },
        { id: 'fails', label: 'refuses (no permission)' },
      ],
    },
  ],
  'scheduling-widget': [
    { name: 'load', label: "The scheduler's script", choices: outcomes },
    {
      name: 'widget',
      label: 'The widget',
      choices: [
        { id: 'starts', label: 'starts' },
        { id: 'throws', label: 'fails to start' },
      ],
    },
  ],
  modal: [
    {
      name: 'isMotionReduced',
      label: 'The visitor prefers reduced motion',
      choices: [
        { id: 'no', label: 'no (dialogs fade out)' },
        { id: 'yes', label: 'yes (dialogs go at once)' },
      ],
    },
  ],
}

/** What each stand-in answers, for a choice. */
export type Choices = Record<string, string>

export const defaultChoices = (key: string): Choices =>
  Object.fromEntries((standIns[key] ?? []).map((s) => [s.name, s.choices[0]?.id ?? '']))

const never = () => new Promise<never>(() => {})
const later = <T>(clock: WorkbenchClock, ms: number, value: () => T) =>
  new Promise<T>((resolve, reject) =>
    clock.setTimeout(() => {
      try {
        resolve(value())
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }, ms),
  )

function answer<T>(choice: string, clock: WorkbenchClock, value: () => T): Promise<T> {
  switch (choice) {
    case 'hangs':
      return never()
    case 'fails':
      return Promise.reject(new Error('The stand-in failed, as chosen on the workbench'))
    case 'succeeds-later':
    case 'pages-later':
      return later(clock, 1000, value)
    default:
      return Promise.resolve(value())
  }
}

const samplePost = (n: number) => ({
  slug: `sample-post-${n}`,
  title: `Sample post ${n}`,
  description: 'A stand-in post from the workbench.',
})

/** The implementations to provide on top of the machine's own, for these choices. */
export function provideStandIns<TLogic extends AnyActorLogic>(
  key: string,
  logic: TLogic,
  choices: Choices,
  clock: WorkbenchClock,
): TLogic {
  const provide = (implementations: object) =>
    (logic as unknown as { provide: (i: object) => TLogic }).provide(implementations)
  const choice = (name: string) => choices[name] ?? ''
  switch (key) {
    case 'form':
      return provide({
        actors: {
          send: fromPromise(() =>
            choice('send') === 'code-unreachable'
              ? Promise.reject(new UnreachableCode('/assets/send-form.js', false))
              : answer(choice('send'), clock, () =>
                  choice('send') === 'saved' ? { savedOnDevice: true } : 'OK',
                ),
          ),
        },
        guards: {
          isCodeUnavailable: ({ event }: { event: { error?: unknown } }) =>
            isUnreachableCode(event.error),
        },
      })
    case 'enquiry-queue': {
      // One enquiry waits: sent or refused once, after which nothing is left.
      let handled = false
      return provide({
        actors: {
          sendNext: fromPromise(() => {
            const kind = choice('sendNext')
            if (kind === 'hangs') return never()
            if (kind !== 'sent' && kind !== 'refused') return Promise.resolve({ kind })
            if (handled) return Promise.resolve({ kind: 'empty' })
            handled = true
            return Promise.resolve(
              kind === 'sent' ? { kind, channel: 'email' } : { kind, reason: 'Email is invalid' },
            )
          }),
        },
      })
    }
    case 'currency':
      return provide({
        actors: {
          lookUpCountry: fromPromise(() =>
            answer(choice('lookUpCountry'), clock, () => choice('lookUpCountry').slice(8)),
          ),
        },
      })
    case 'blog-feed': {
      const sizes = choice('fetchPage') === 'empty' ? [0] : [5, 5, 2]
      return provide({
        actors: {
          fetchPage: fromPromise(({ input }: { input: { page: number } }) =>
            answer(choice('fetchPage'), clock, () =>
              Array.from({ length: sizes[input.page - 1] ?? 0 }, (_, n) =>
                samplePost((input.page - 1) * 5 + n + 1),
              ),
            ),
          ),
        },
      })
    }
    case 'copy-link':
      return provide({
        actors: { copy: fromPromise(() => answer(choice('copy'), clock, () => undefined)) },
      })
    case 'scheduling-widget':
      return provide({
        actors: {
          load: fromPromise(() => answer(choice('load'), clock, () => undefined)),
          widget: fromCallback(() => {
            if (choice('widget') === 'throws') throw new Error('The stand-in widget did not start')
            return () => {}
          }),
        },
      })
    case 'modal':
      return provide({ guards: { isMotionReduced: () => choice('isMotionReduced') === 'yes' } })
    default:
      return logic
  }
}
