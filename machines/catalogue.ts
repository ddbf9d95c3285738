import type { AnyStateMachine } from 'xstate'
import { limits, timings } from '../content/facts'
import { accordionMachine } from './accordion.machine'
import { createBlogFeedMachine, type FeedPost } from './blog-feed.machine'
import { carouselMachine } from './carousel.machine'
import { copyLinkMachine } from './copy-link.machine'
import { currencyMachine } from './currency.machine'
import { enquiryQueueMachine } from './enquiry-queue.machine'
import { estimatorMachine } from './estimator.machine'
import { exploreTrayMachine } from './explore-tray.machine'
import { formMachine, type FormRules } from './form.machine'
import { grantOfferMachine } from './grant-offer.machine'
import { grantRoundMachine } from './grant-round.machine'
import { keptPagesMachine } from './kept-pages.machine'
import { modalMachine } from './modal.machine'
import { proposalMachine } from './proposal.machine'
import { schedulingWidgetMachine } from './scheduling-widget.machine'
import { searchMachine } from './search.machine'
import { siteSearchMachine } from './site-search.machine'
import { tabsMachine } from './tabs.machine'
import { updateOfferMachine } from './update-offer.machine'

/**
 * Every machine of the site, in one list, for the tools that look at them all: the generated
 * pages in docs/machines (`npm run machines`), the model-based coverage report
 * (`npm run test:model`) and the development workbench. The site itself never imports this
 * module, so none of it reaches a visitor's bundle.
 */
export type MachineEntry = {
  /** The file name without `.machine.ts`: the machine's key in every tool. */
  key: string
  /** What a person calls it. */
  title: string
  /** One sentence: what it does, for whom. */
  summary: string
  /** The site's files that start it. */
  usedBy: readonly string[]
  /**
   * It drives something a visitor does (opens, types, presses, waits for): its model-based
   * tests must cover every one of its transitions.
   */
  visitor: boolean
  machine: AnyStateMachine
  /** An input the site starts it with (the tools start it with this one). */
  input?: unknown
  /**
   * Where the value of each delay that is not a number in the machine comes from, for the
   * generated pages; `npm run machines` checks every one against the value the machine uses.
   */
  delaySources?: Readonly<Record<string, DelaySource>>
}

/** Where a delay's value comes from. */
export type DelaySource = {
  /** The input's field it is read from: `rules.successDuration`. */
  input?: string
  /** The constant of content/facts.ts that gives it, to the machine or to the input. */
  content?: string
  /** What else a reader should know, in one sentence. */
  note?: string
}

/** A small stand-in for a real form's rules (schemas/forms defines the real ones): name and e-mail. */
export const sampleFormRules: FormRules = {
  initialValues: { name: '', email: '', fax_number: '' },
  sanitize: (_field, value) => value,
  validateField: (field, values) =>
    field === 'name' && String(values.name ?? '').trim() === '' ? 'Name is required' : undefined,
  validateSubmit: (values) => {
    const errors: Record<string, string> = {}
    if (String(values.name ?? '').trim() === '') errors.name = 'Name is required'
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(values.email ?? '')))
      errors.email = 'Please enter a valid email'
    return errors
  },
  clearAllErrorsOnChange: false,
  successDuration: timings.successMessage,
  honeypotField: 'fax_number',
}

export const machineCatalogue: readonly MachineEntry[] = [
  {
    key: 'explore-tray',
    title: 'Explore tray',
    summary:
      'The mobile navigation tray: opens and closes, locks the page scroll, and waits for the tray to slide away before leaving the home page.',
    usedBy: ['src/components/shell/explore-tray.tsx', 'src/app/app-shell.tsx'],
    visitor: true,
    machine: exploreTrayMachine,
    delaySources: { homeNavigationDelay: { content: 'timings.trayNavigationDelayFromHome' } },
  },
  {
    key: 'modal',
    title: 'Modal stack',
    summary:
      'Every dialog of the site on one stack (offer, forms, video, scheduling, waitlist): opens, stacks, fades out, and locks the page scroll while any is open.',
    usedBy: ['src/app/modal-actor.tsx', 'src/app/modal-host.tsx'],
    visitor: true,
    machine: modalMachine,
    delaySources: { modalFade: { content: 'timings.modalFade' } },
  },
  {
    key: 'grant-offer',
    title: 'Early Adopter offer',
    summary:
      "The offer dialog's two steps: the offer, then the grant application after 'Grab This Offer'.",
    usedBy: ['src/app/modal-body.tsx'],
    visitor: true,
    machine: grantOfferMachine,
  },
  {
    key: 'grant-round',
    title: 'Grant round',
    summary:
      "Whether the grant's round is open: as the build saw it on the first render, then by the browser's clock, closing when the deadline passes.",
    usedBy: ['src/grant/round.ts'],
    visitor: false,
    machine: grantRoundMachine,
    input: {
      closesAt: Date.parse('2025-01-01T12:00:00Z'),
      builtAt: Date.parse('2024-12-01T00:00:00Z'),
    },
    delaySources: {
      nextLook: {
        note: 'The time left until the round closes (the end of the deadline day anywhere on Earth), at most a day at a time.',
      },
    },
  },
  {
    key: 'form',
    title: 'Enquiry form',
    summary:
      'Every enquiry form: live and submit validation, sending with a time limit, the success message and a failed send that keeps every field.',
    usedBy: ['src/enquiry/use-enquiry-form.ts', 'src/enquiry/send-form.ts'],
    visitor: true,
    machine: formMachine,
    input: { rules: sampleFormRules },
    delaySources: {
      successDuration: {
        input: 'rules.successDuration',
        content: 'timings.successMessage',
        note: 'The subscribe form gives it `timings.subscribeSuccessMessage` instead.',
      },
    },
  },
  {
    key: 'enquiry-queue',
    title: 'Enquiry queue',
    summary:
      'Enquiries saved on the device while offline: sent in order, one tab at a time, when the page wakes, the network returns, Background Sync fires or a back-off ends; the visitor is told.',
    usedBy: ['src/enquiry/queue-host.tsx'],
    visitor: true,
    machine: enquiryQueueMachine,
    input: { online: true },
    delaySources: {
      retryDelay: {
        content: 'queueTimings.retryFirst',
        note: 'Doubled after each failed turn, up to `queueTimings.retryMax`.',
      },
    },
  },
  {
    key: 'carousel',
    title: 'Carousel',
    summary:
      'Every slider (hero, product, statistics, blog): rotation with a progress clock, holding while hovered, focused or covered by a dialog, and the play control.',
    usedBy: ['src/components/carousel/use-carousel.ts'],
    visitor: true,
    machine: carouselMachine,
    input: {
      count: 3,
      interval: timings.homeSliderAutoplay,
      loop: true,
      autoplay: true,
      step: timings.homeSliderProgressStep,
    },
    delaySources: {
      step: {
        input: 'step',
        content: 'timings.homeSliderProgressStep',
        note: 'Without a step in the input, the whole interval: one tick per slide.',
      },
    },
  },
  {
    key: 'blog-feed',
    title: 'Blog feed',
    summary:
      'The blog list: page 1, then the next pages as the visitor reaches the end; a new category or search starts again.',
    usedBy: ['src/blog/blog-list-page.tsx'],
    visitor: true,
    machine: createBlogFeedMachine<FeedPost>(),
    input: { query: { category: null, search: '' } },
  },
  {
    key: 'tabs',
    title: 'Tabs',
    summary: 'A tab list: one tab selected; arrows, Home and End move the selection.',
    usedBy: ['src/components/tabs/tabs.tsx'],
    visitor: true,
    machine: tabsMachine,
    input: { ids: ['overview', 'features', 'pricing'] },
  },
  {
    key: 'accordion',
    title: 'Accordion',
    summary:
      "A group of disclosures of which at most one is open: the FAQs, the tray's groups, the header's menus.",
    usedBy: [
      'src/components/accordion/accordion.tsx',
      'src/components/shell/explore-tray.tsx',
      'src/components/shell/header.tsx',
    ],
    visitor: true,
    machine: accordionMachine,
    input: { initialOpenId: 'faq-1' },
  },
  {
    key: 'estimator',
    title: 'Licence estimator',
    summary: 'The number of labs as typed and the licence length; valid while both can be priced.',
    usedBy: ['src/views/tools/licence-estimator.tsx'],
    visitor: true,
    machine: estimatorMachine,
    input: { maxLabs: 50, maxYears: 6 },
  },
  {
    key: 'proposal',
    title: 'Proposal',
    summary:
      'The proposal on /proposal: waits for its address, reads the choices (naming what it ignored), follows every change into the address once changes pause, and hands the choices to the school contact form.',
    usedBy: ['src/proposal/proposal-page.tsx'],
    visitor: true,
    machine: proposalMachine,
    input: {
      maxLabs: limits.estimatorMaxLabs,
      maxYears: 6,
      schoolNameMax: limits.proposalSchoolNameMax,
      countries: ['KE', 'GB'],
    },
    delaySources: { addressDelay: { content: 'timings.proposalAddressDelay' } },
  },
  {
    key: 'search',
    title: 'Live search',
    summary:
      'A search box whose results follow every keystroke: the countries and the topic finder.',
    usedBy: ['src/views/countries/country-list-page.tsx', 'src/views/tools/topic-finder.tsx'],
    visitor: true,
    machine: searchMachine,
  },
  {
    key: 'copy-link',
    title: 'Copy link',
    summary: "A blog post's copy-link button: copies, says so for a moment, then rests.",
    usedBy: ['src/blog/blog-post-page.tsx'],
    visitor: false,
    machine: copyLinkMachine,
  },
  {
    key: 'currency',
    title: 'Currency',
    summary:
      "The visitor's currency from one look-up of their country; US dollars when it fails or takes too long.",
    usedBy: ['src/app/currency-actor.tsx'],
    visitor: false,
    machine: currencyMachine,
  },
  {
    key: 'scheduling-widget',
    title: 'Scheduling widget',
    summary:
      'The third-party scheduling widget in its dialog: loads the script, starts the widget, and falls back to a plain link when either fails or is slow.',
    usedBy: ['src/app/modal-body.tsx'],
    visitor: false,
    machine: schedulingWidgetMachine,
  },
  {
    key: 'update-offer',
    title: 'Update offer',
    summary:
      'Offers to reload when a new version of the site waits, never while a form holds typed text, and reloads only when asked.',
    usedBy: ['src/offline/update-offer.tsx'],
    visitor: true,
    machine: updateOfferMachine,
    input: { typed: false },
    delaySources: {
      takeOverTimeout: { note: 'Its value is `updateTakeOverMs` in content/device-facts.ts.' },
    },
  },
  {
    key: 'kept-pages',
    title: 'Kept pages',
    summary:
      'The offline page’s list of the pages kept on this device: reading, listed, none, or not kept by this browser; cleared on request.',
    usedBy: ['src/offline/offline-page.tsx'],
    visitor: true,
    machine: keptPagesMachine,
  },
  {
    key: 'site-search',
    title: 'Site search',
    summary:
      'The header’s search dialog and the /search page: nothing fetched before intent, the language’s index loaded once, a search when typing pauses, results or none, failed or offline.',
    usedBy: ['src/search/use-site-search.ts'],
    visitor: true,
    machine: siteSearchMachine,
  },
]

export function machineEntry(key: string): MachineEntry {
  const entry = machineCatalogue.find((e) => e.key === key)
  if (!entry) throw new Error(`No machine is called ${key}`)
  return entry
}
