import 'fake-indexeddb/auto'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import EnquiryQueueHost from '../../src/enquiry/queue-host'
import type * as Config from '../../src/config'
import type { QueuedEnquiry } from '../../src/enquiry/queue-entry'
import { keep, queueStore, waiting } from '../../src/enquiry/queue-store'

// Node's Request (which ky builds) takes no address relative to the page: name the API's host.
vi.mock('../../src/config', async (original) => {
  const actual = await original<typeof Config>()
  return { ...actual, config: { ...actual.config, VITE_API_BASE_URL: 'http://api.test' } }
})

const entry: QueuedEnquiry = {
  key: '00000000-0000-4000-8000-000000000001',
  form: 'waitlist',
  channel: { kind: 'waitlist' },
  payload: { name: 'Grace Hopper', email: 'grace@example.org', country: 'US', locale: 'en' },
  savedAt: Date.UTC(2026, 10, 26, 9, 30),
}

let posted: { path: string; key: string | null }[]
/** A service worker stand-in: the page listens on navigator.serviceWorker for its messages. */
let worker: EventTarget

beforeEach(async () => {
  await clear(queueStore())
  posted = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      posted.push({
        path: new URL(input.url).pathname,
        key: input.headers.get('idempotency-key'),
      })
      return Response.json({ message: 'Thank you for joining the waitlist!' })
    }),
  )
  worker = Object.assign(new EventTarget(), { controller: null })
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true })
})
afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('the enquiry queue on the page', () => {
  it('offline it waits; the service worker’s flush-enquiries message sends it, and the page says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await keep(entry)
    render(<EnquiryQueueHost />)
    await screen.findByText('Waiting to be sent (1)')
    // Offline: nothing is tried.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(posted).toEqual([])

    // Background Sync fired in the worker, which posts this to the pages it controls.
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'flush-enquiries' } }))
    const status = await screen.findByText('Your enquiry saved on this device has been sent.')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(posted).toEqual([{ path: '/api/waitlist', key: entry.key }])
    expect(await waiting()).toEqual([])
    await waitFor(() => expect(screen.queryByText('Waiting to be sent (1)')).toBeNull())

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Your enquiry saved on this device has been sent.')).toBeNull()
  })

  it('a message of another kind from the worker sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await keep(entry)
    render(<EnquiryQueueHost />)
    await screen.findByText('Waiting to be sent (1)')
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(posted).toEqual([])
  })

  it('online, the page’s waking sends what an earlier visit left', async () => {
    await keep(entry)
    render(<EnquiryQueueHost />)
    await screen.findByText('Your enquiry saved on this device has been sent.')
    expect(posted).toHaveLength(1)
  })

  it('lists what waits, and the visitor can discard it by keyboard', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await keep(entry)
    render(<EnquiryQueueHost />)
    const user = userEvent.setup()
    const summary = await screen.findByText('Waiting to be sent (1)')
    summary.focus()
    await user.keyboard('{Enter}')
    expect(
      screen.getByText(
        'Saved on this device. Each will be sent, in order, when the connection returns. You can discard any of them.',
      ),
    ).toBeTruthy()
    const discard = screen.getByRole('button', {
      name: /^Discard: Waitlist sign-up · grace@example\.org · saved /,
    })
    expect(discard.textContent).toBe('Discard')
    discard.focus()
    await user.keyboard('{Enter}')
    await screen.findByText('Discarded: it will not be sent.')
    expect(await waiting()).toEqual([])
    expect(posted).toEqual([])
    await screen.findByText('Waiting to be sent (0)')
  })
})
