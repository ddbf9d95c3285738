import { worlds } from '../../content/worlds'

type SampleEvent = { type: string } & Record<string, unknown>

/**
 * The events the workbench offers as buttons, per machine: every event type each machine accepts,
 * with payloads a visitor's action would carry. The events the machine sends itself (a finished
 * send, a delay) come from the stand-ins and the clock instead. A test checks that every event
 * type a machine accepts has at least one button here.
 */
export const sampleEvents: Record<string, readonly SampleEvent[]> = {
  'explore-tray': [
    { type: 'tray.open' },
    { type: 'tray.toggle' },
    { type: 'tray.close' },
    { type: 'tray.choose', path: worlds[0]?.path ?? '/BioVerse', onHomePage: true },
    { type: 'tray.choose', path: worlds[1]?.path ?? '/ChemVerse', onHomePage: false },
    { type: 'tray.contact' },
  ],
  modal: [
    { type: 'modal.open', kind: 'offer' },
    { type: 'modal.open', kind: 'waitlist' },
    { type: 'modal.open', kind: 'scheduling' },
    { type: 'modal.close' },
    { type: 'modal.close', kind: 'offer' },
    { type: 'modal.closeAll' },
  ],
  'grant-offer': [{ type: 'offer.grab' }, { type: 'offer.back' }],
  // The browser's clock as the page wakes: a day after the sample's deadline, and a day before.
  'grant-round': [
    { type: 'clock.now', now: Date.parse('2025-01-02T12:00:00Z') },
    { type: 'clock.now', now: Date.parse('2024-12-31T12:00:00Z') },
  ],
  form: [
    { type: 'field.change', field: 'name', value: 'Ada Lovelace' },
    { type: 'field.change', field: 'name', value: '' },
    { type: 'field.change', field: 'email', value: 'ada@example.org' },
    { type: 'field.change', field: 'email', value: 'ada@' },
    { type: 'field.change', field: 'country', value: 'GB' },
    {
      type: 'field.change',
      field: 'message',
      value: 'We would like a demonstration for our science department.',
    },
    { type: 'form.submit' },
    { type: 'network.online' },
  ],
  carousel: [
    { type: 'carousel.next' },
    { type: 'carousel.previous' },
    { type: 'carousel.goTo', index: 0 },
    { type: 'carousel.goTo', index: 2 },
    { type: 'carousel.settled', index: 1 },
    { type: 'carousel.toggle' },
    { type: 'carousel.pointerEnter' },
    { type: 'carousel.pointerLeave' },
    { type: 'carousel.focusIn' },
    { type: 'carousel.focusOut' },
    { type: 'carousel.covered' },
    { type: 'carousel.uncovered' },
  ],
  'blog-feed': [
    { type: 'feed.more', from: 'button' },
    { type: 'feed.more', from: 'scroll' },
    { type: 'feed.query', query: { category: null, search: 'cells' } },
    { type: 'feed.query', query: { category: 'research', search: '' } },
    { type: 'feed.query', query: { category: null, search: '' } },
  ],
  tabs: [
    { type: 'tabs.next' },
    { type: 'tabs.previous' },
    { type: 'tabs.first' },
    { type: 'tabs.last' },
    { type: 'tabs.select', id: 'features' },
  ],
  accordion: [
    { type: 'accordion.toggle', id: 'faq-1' },
    { type: 'accordion.toggle', id: 'faq-2' },
    { type: 'accordion.open', id: 'faq-3' },
    { type: 'accordion.closeAll' },
  ],
  estimator: [
    { type: 'estimator.labs', value: '4' },
    { type: 'estimator.labs', value: '0' },
    { type: 'estimator.labs', value: 'four' },
    { type: 'estimator.years', value: 1 },
    { type: 'estimator.years', value: 3 },
  ],
  proposal: [
    {
      type: 'proposal.read',
      search: { labs: 3, years: 4 },
      href: 'http://localhost:5173/proposal?labs=3&years=4',
      today: '2026-11-26',
    },
    {
      type: 'proposal.read',
      search: { labs: -3, years: 99 },
      href: 'http://localhost:5173/proposal?labs=-3&years=99',
      today: '2026-11-26',
    },
    { type: 'proposal.labs', value: '5' },
    { type: 'proposal.labs', value: 'five' },
    { type: 'proposal.years', value: 6 },
    { type: 'proposal.curriculum', value: 'ib' },
    { type: 'proposal.country', value: 'KE' },
    { type: 'proposal.school', value: 'Lakeside School' },
    { type: 'proposal.dismiss' },
    { type: 'proposal.send' },
    { type: 'proposal.addressWritten', href: 'http://localhost:5173/proposal?labs=5&years=6' },
  ],
  search: [
    { type: 'search.change', query: 'ind' },
    { type: 'search.change', query: 'photosynthesis' },
    { type: 'search.change', query: '   ' },
    { type: 'search.clear' },
  ],
  'copy-link': [{ type: 'copy.request' }, { type: 'copy.request', forInstagram: true }],
  'enquiry-queue': [
    { type: 'wake' },
    { type: 'queue.saved' },
    { type: 'network.online' },
    { type: 'network.offline' },
    { type: 'flush' },
    { type: 'elsewhere.sent', channel: 'email' },
    { type: 'elsewhere.refused', reason: 'Email is invalid' },
    { type: 'notice.dismiss' },
  ],
  'kept-pages': [{ type: 'CLEAR' }],
  'update-offer': [
    { type: 'UPDATE_READY' },
    { type: 'FORM_TYPED' },
    { type: 'FORM_CLEARED' },
    { type: 'RELOAD' },
    { type: 'LATER' },
    { type: 'TOOK_OVER' },
  ],
  currency: [],
  'scheduling-widget': [],
  'site-search': [
    { type: 'siteSearch.intent' },
    { type: 'siteSearch.type', query: 'photosynthesis' },
    { type: 'siteSearch.type', query: 'fotosintesis' },
    { type: 'siteSearch.type', query: '   ' },
    { type: 'siteSearch.retry' },
    { type: 'siteSearch.online' },
  ],
}

/** A button's label: the type, and the payload in short. */
export function eventLabel(event: SampleEvent) {
  const { type, ...payload } = event
  const parts = Object.entries(payload).map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
  return parts.length ? `${type} (${parts.join(', ')})` : type
}
