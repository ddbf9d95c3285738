// Titles and introductions of every modal (docs/product.md, "Modals").
import { site } from './site'
import type { ModalCopy, ModalKind } from './types'

export type { ModalCopy }

const close = 'Close'

export const modalCopy: Record<ModalKind, ModalCopy> = {
  offer: {
    title: 'Early Adopter Offer',
    intro: `Schools that set up a ${site.productName} lab now get more than a licence.`,
    closeLabel: close,
  },
  schoolContact: {
    title: 'Get in Touch',
    intro: 'Tell us about your school and we will plan a lab that fits your students.',
    closeLabel: close,
  },
  scheduling: {
    title: 'Schedule a Meeting',
    intro: 'Pick a time that suits you for a 30-minute call with our education team.',
    closeLabel: close,
  },
  connectWithUs: {
    title: 'Connect With Us',
    intro: 'Questions about the worlds, the editions or the grant? Send us a note.',
    closeLabel: close,
  },
  schoolDemo: {
    title: 'Book a School Demo',
    intro: 'Tell us how many headsets you have in mind and we will arrange a live demo.',
    closeLabel: close,
  },
  partnership: {
    title: 'Partnership & Collaboration',
    intro: 'Education networks, companies and technology partners: let us build together.',
    closeLabel: close,
  },
  generalInquiries: {
    title: 'General Inquiries',
    intro: 'Students, parents and curious minds: ask us anything.',
    closeLabel: close,
  },
  grantApplication: {
    title: 'Apply for the Grant',
    intro: 'Tell us about your school to start a grant application for a new VR lab.',
    closeLabel: close,
  },
  waitlist: {
    title: 'Join the Waitlist',
    intro: `Be the first to know when ${site.productName} for Individuals opens.`,
    closeLabel: close,
  },
  subscribe: {
    title: 'Get Notified',
    intro: 'New articles from Innovations & Research, straight to your inbox.',
    closeLabel: close,
  },
  feedback: {
    title: 'Share Your Feedback',
    intro: 'What did you think of this article? We read every message.',
    closeLabel: close,
  },
  video: {
    title: 'Watch the trailer',
    intro: '',
    closeLabel: close,
  },
  search: {
    title: 'Search the site',
    intro: '',
    closeLabel: close,
  },
}

export const offerPanel = {
  heading: 'Exclusive Early Adopter Benefits',
  benefits: [
    'Grants Available',
    `Free modules of ${site.productName}`,
    'Access to New Features',
    'Priority Support',
    'Custom Content Creation',
  ],
  cta: 'Grab This Offer',
  note: '*Limited Time Only',
}

/** Shown inside a modal whose form arrives later, so the visitor always has a way to reach us. */
export const modalFallback = {
  lead: 'You can also write to us directly at',
  email: site.contactEmail,
}

/** While the scheduling widget's script loads. */
export const schedulingLoading: string = 'Loading the scheduler…'

/** When the scheduling widget cannot load (blocked, offline), the visitor still gets a way. */
export const schedulingFallback = {
  lead: 'The scheduler could not load here. You can pick a time on our scheduling page instead.',
  linkLabel: 'Open the scheduling page',
}
