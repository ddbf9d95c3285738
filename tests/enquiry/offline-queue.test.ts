// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { clear, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { savedOnDevice } from '../../machines/form.machine'
import type * as Config from '../../src/config'
import { generalContactForm } from '../../schemas/forms/general-contact'
import { waitlistForm } from '../../schemas/forms/waitlist'
import { sendForm } from '../../src/enquiry/send-form'
import type { QueuedEnquiry } from '../../src/enquiry/queue-entry'
import { leaseMs, withLease } from '../../src/enquiry/queue-lock'
import { waitingMarker } from '../../src/enquiry/queue-marker'
import { discard, sendNext } from '../../src/enquiry/queue-send-next'
import {
  askForBackgroundSync,
  keep,
  onQueueNews,
  queueStore,
  waiting,
  type QueueNews,
} from '../../src/enquiry/queue-store'

// Node's Request (which ky builds) takes no address relative to the page: name the API's host.
vi.mock('../../src/config', async (original) => {
  const actual = await original<typeof Config>()
  return { ...actual, config: { ...actual.config, VITE_API_BASE_URL: 'http://api.test' } }
})

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  country: 'GB',
  message: 'Please tell me more about the labs for our school.',
}
const joiner = { name: 'Ada Lovelace', email: 'ada@example.org', country: 'GB' }

type Sent = { path: string; key: string | null; body: Record<string, unknown> }
let sent: Sent[]
/** What the network does with each request, in order; then it answers OK. */
let network: ((request: Request) => Promise<Response>)[]

beforeEach(async () => {
  sent = []
  network = []
  await clear(queueStore())
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const answer = network.shift()
      if (answer) return answer(input)
      sent.push({
        path: new URL(input.url).pathname,
        key: input.headers.get('idempotency-key'),
        body: (await input.clone().json()) as Record<string, unknown>,
      })
      return new URL(input.url).pathname.includes('/email/')
        ? new Response('OK')
        : Response.json({ message: 'ok' })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const noNetwork = async () => {
  throw new TypeError('Failed to fetch')
}
/** The request arrives and is answered, but the answer never comes back. */
const answerLost = async (request: Request) => {
  sent.push({
    path: new URL(request.url).pathname,
    key: request.headers.get('idempotency-key'),
    body: (await request.clone().json()) as Record<string, unknown>,
  })
  throw new TypeError('Failed to fetch')
}
const status = (code: number, message: string) => async () =>
  Response.json({ message }, { status: code })

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('a form sent without a network is kept on the device', () => {
  it('offline, it is kept at once without trying, with a key made as Send is pressed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(await sendForm(generalContactForm, contact, {})).toEqual(savedOnDevice)
    expect(fetch).not.toHaveBeenCalled()
    const [entry, ...rest] = await waiting()
    expect(rest).toEqual([])
    expect(entry).toMatchObject({
      form: 'generalContact',
      channel: { kind: 'email', template: 'generalContact' },
      payload: { name: 'Ada Lovelace', email: 'ada@example.org', locale: 'en' },
    })
    expect(entry!.key).toMatch(uuid)
  })

  it('a send that finds no network is kept with the key that send carried', async () => {
    network = [answerLost]
    expect(await sendForm(waitlistForm, joiner, {})).toEqual(savedOnDevice)
    const [entry] = await waiting()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toBe('/api/waitlist')
    expect(sent[0]!.key).toBe(entry!.key)
  })

  it.each([
    [400, 'Email is invalid'],
    [429, 'Too many requests'],
    [500, 'Something went wrong'],
  ])('an answer from the service (%i) fails as before and keeps nothing', async (code, text) => {
    network = [status(code, text)]
    await expect(sendForm(waitlistForm, joiner, {})).rejects.toThrow()
    expect(await waiting()).toEqual([])
  })

  it('an e-mail to our own outbox carries its key too', async () => {
    await sendForm(generalContactForm, contact, {})
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toBe('/api/v1.0/email/send')
    expect(sent[0]!.key).toMatch(uuid)
    expect(sent[0]!.body).toMatchObject({
      service_id: 'service_local',
      template_id: 'template_generalContact',
      template_params: {
        name: 'Ada Lovelace',
        country: 'GB',
        locale: 'en',
        // The form's one name and its fields, which the outbox checks (server/enquiry-check.ts).
        form: 'generalContact',
        field_name: 'Ada Lovelace',
        field_country: 'GB',
      },
    })
  })

  it('each press of Send makes a new key', async () => {
    await sendForm(waitlistForm, joiner, {})
    await sendForm(waitlistForm, joiner, {})
    expect(new Set(sent.map((s) => s.key)).size).toBe(2)
  })
})

const entry = (n: number, overrides: Partial<QueuedEnquiry> = {}): QueuedEnquiry => ({
  key: `00000000-0000-4000-8000-00000000000${n}`,
  form: 'waitlist',
  channel: { kind: 'waitlist' },
  payload: { ...joiner, name: `Person ${n}`, locale: 'en' },
  savedAt: 1_700_000_000_000 + n,
  ...overrides,
})

describe('sending what waits', () => {
  it('sends the oldest first with its key, takes it off the device, and tells every listener', async () => {
    await keep(entry(1))
    await keep(entry(2))
    // The marker the page checks on waking says something waits, until the list is empty.
    expect(localStorage.getItem(waitingMarker)).toBe('1')
    const news: QueueNews[] = []
    const stop = onQueueNews((n) => news.push(n))
    expect(await sendNext()).toEqual({ kind: 'sent', channel: 'waitlist' })
    expect(await sendNext()).toEqual({ kind: 'sent', channel: 'waitlist' })
    expect(await sendNext()).toEqual({ kind: 'empty' })
    stop()
    expect(sent.map((s) => [s.body.name, s.key])).toEqual([
      ['Person 1', entry(1).key],
      ['Person 2', entry(2).key],
    ])
    expect(await waiting()).toEqual([])
    expect(localStorage.getItem(waitingMarker)).toBeNull()
    expect(news.filter((n) => n.type === 'sent')).toHaveLength(2)
  })

  it('an answer lost on the way back: the entry stays and goes again with the same key', async () => {
    await keep(entry(1))
    network = [answerLost]
    expect(await sendNext()).toEqual({ kind: 'network' })
    expect(await waiting()).toHaveLength(1)
    expect(await sendNext()).toEqual({ kind: 'sent', channel: 'waitlist' })
    expect(sent.map((s) => s.key)).toEqual([entry(1).key, entry(1).key])
  })

  it('no network at all: the turn says so and nothing leaves the device', async () => {
    await keep(entry(1))
    network = [noNetwork]
    expect(await sendNext()).toEqual({ kind: 'network' })
    expect(sent).toEqual([])
    expect(await waiting()).toEqual([entry(1)])
  })

  it('the service asking for time leaves the entry to try later', async () => {
    await keep(entry(1))
    network = [status(503, 'Unavailable')]
    expect(await sendNext()).toEqual({ kind: 'later' })
    expect(await waiting()).toHaveLength(1)
  })

  it('a refusal is kept, marked with the service’s words, and never sent again', async () => {
    await keep(entry(1))
    await keep(entry(2))
    network = [status(400, 'Country is invalid')]
    expect(await sendNext()).toEqual({ kind: 'refused', reason: 'Country is invalid' })
    expect(await sendNext()).toEqual({ kind: 'sent', channel: 'waitlist' })
    expect(await sendNext()).toEqual({ kind: 'empty' })
    expect(await waiting()).toEqual([{ ...entry(1), refused: 'Country is invalid' }])
    expect(await discard(entry(1).key)).toBe(true)
    expect(await waiting()).toEqual([])
  })

  it('an enquiry the outbox refuses for its fields is kept, marked with each field’s error', async () => {
    const mail = entry(1, {
      form: 'generalContact',
      channel: { kind: 'email', template: 'generalContact' },
      payload: { name: 'Ada', message: 'Hi', locale: 'en' },
    })
    await keep(mail)
    const errors = { name: 'Name must be at most 100 characters', country: 'Country is invalid' }
    network = [
      async (request) => {
        sent.push({
          path: new URL(request.url).pathname,
          key: request.headers.get('idempotency-key'),
          body: (await request.clone().json()) as Record<string, unknown>,
        })
        return Response.json({ message: errors.name, errors }, { status: 422 })
      },
    ]
    const reason = 'Name must be at most 100 characters; Country is invalid'
    expect(await sendNext()).toEqual({ kind: 'refused', reason })
    expect(await waiting()).toEqual([{ ...mail, refused: reason }])
    // Kept by a build that sent no form name: it goes with the name its entry knows.
    expect(sent[0]!.body.template_params).toMatchObject({ form: 'generalContact', name: 'Ada' })
  })

  it('saving the same enquiry twice keeps it once', async () => {
    await keep(entry(1))
    await keep(entry(1))
    expect(await waiting()).toHaveLength(1)
  })

  it('two tabs sending at once send each enquiry exactly once, in order (lease fallback)', async () => {
    for (const n of [1, 2, 3, 4]) await keep(entry(n))
    // Slow answers, so that the two senders overlap.
    network = Array.from({ length: 4 }, () => async (request: Request) => {
      await new Promise((resolve) => setTimeout(resolve, 30))
      sent.push({
        path: new URL(request.url).pathname,
        key: request.headers.get('idempotency-key'),
        body: (await request.clone().json()) as Record<string, unknown>,
      })
      return Response.json({ message: 'ok' })
    })
    // jsdom has no Web Locks: this is the IndexedDB lease.
    expect(navigator.locks).toBeUndefined()
    const tab = async () => {
      const outcomes: string[] = []
      for (;;) {
        const outcome = await sendNext()
        outcomes.push(outcome.kind)
        if (outcome.kind === 'empty') return outcomes
      }
    }
    await Promise.all([tab(), tab()])
    expect(sent.map((s) => s.body.name)).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 4'])
    expect(await waiting()).toEqual([])
  })

  it('two senders racing through Web Locks: the second waits, finds nothing, and sends nothing', async () => {
    /** Web Locks as a browser keeps them for one name: each request waits for the one before. */
    const queuingLocks = () => {
      let tail: Promise<unknown> = Promise.resolve()
      const held = { now: 0, most: 0 }
      const request = (_name: string, work: () => Promise<unknown>) => {
        const turn = tail.then(async () => {
          held.most = Math.max(held.most, ++held.now)
          try {
            return await work()
          } finally {
            held.now--
          }
        })
        tail = turn.catch(() => {})
        return turn
      }
      return { locks: { request } as unknown as LockManager, held }
    }
    /** A lock that does not make anyone wait: what the race looks like without one. */
    const noLock = { request: (_name: string, work: () => Promise<unknown>) => work() }
    const slowAnswer = async (request: Request) => {
      await new Promise((resolve) => setTimeout(resolve, 30))
      sent.push({
        path: new URL(request.url).pathname,
        key: request.headers.get('idempotency-key'),
        body: (await request.clone().json()) as Record<string, unknown>,
      })
      return Response.json({ message: 'ok' })
    }
    const race = async (locks: unknown) => {
      sent = []
      await keep(entry(1))
      network = [slowAnswer, slowAnswer]
      Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
      try {
        return (await Promise.all([sendNext(), sendNext()])).map((o) => o.kind).sort()
      } finally {
        Reflect.deleteProperty(navigator, 'locks')
        network = []
        await clear(queueStore())
      }
    }

    // Without a lock that waits, both senders find the entry and both send it.
    expect(await race(noLock)).toEqual(['sent', 'sent'])
    expect(sent).toHaveLength(2)

    const { locks, held } = queuingLocks()
    expect(await race(locks)).toEqual(['empty', 'sent'])
    expect(sent.map((s) => s.key)).toEqual([entry(1).key])
    expect(held.most).toBe(1)
  })

  it('a lease left by a closed tab is taken over once it has run out', async () => {
    const now = Date.now()
    await set('lease', { owner: 'a closed tab', until: now + 1000 }, queueStore())
    let clock = now
    const order: string[] = []
    const waitingTab = withLease(
      async () => {
        order.push('taken')
      },
      () => clock,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(order).toEqual([])
    clock = now + 1001
    await waitingTab
    expect(order).toEqual(['taken'])
    expect(leaseMs).toBeGreaterThan(10_000)
  })
})

describe('Background Sync, where there is a service worker', () => {
  it('registers the tag enquiry-queue once an enquiry is kept', async () => {
    const register = vi.fn(async () => {})
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { controller: {}, ready: Promise.resolve({ sync: { register } }) },
    })
    await askForBackgroundSync()
    expect(register).toHaveBeenCalledWith('enquiry-queue')
  })

  it('does nothing without a worker controlling the page', async () => {
    const ready = new Promise(() => {})
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: null, ready } })
    await expect(askForBackgroundSync()).resolves.toBeUndefined()
  })
})
