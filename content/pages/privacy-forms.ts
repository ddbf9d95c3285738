// The words about the forms that the privacy notice ("What our forms collect") and the trust
// center (/trust) share. The facts (each form's fields, which are required, where they go, how
// long they are kept) are not written here: src/trust/forms.ts reads them from the forms' one
// definition (schemas/forms) and the retention settings (content/facts.ts) at build time.
import { site } from '../site'
import type { FormWords } from '../trust-types'

const p = site.productName

export const formWords: FormWords = {
  heading: 'What our forms collect',
  intro:
    'Each form asks only for what we need to answer it. Optional fields can be left empty. This is what each form collects, where it goes and how long it is kept:',
  honeypot:
    'Every form also has a hidden field that people do not see or fill in; a form ' +
    'sent with it filled in is treated as spam and refused.',
  names: {
    generalContact: 'Get Involved (at the foot of most pages)',
    schoolContact: 'Get in Touch (for schools)',
    connectWithUs: 'Connect With Us',
    schoolDemo: 'Book a School Demo',
    grantApplication: 'Apply for the Grant (also in the Early Adopter Offer)',
    partnership: 'Partnership & Collaboration',
    partnerVariant: 'Apply to become a partner (on the Partner With Us page)',
    generalInquiries: 'General Inquiries (for students and parents)',
    feedback: 'Share Your Feedback (on a blog post)',
    subscribe: 'Get Notified (new blog posts)',
    waitlist: `Join the Waitlist (${p} for Individuals)`,
  },
  why: {
    generalContact: 'To answer your message.',
    schoolContact: 'To answer a school’s enquiry.',
    connectWithUs: 'To answer your message.',
    schoolDemo: 'To arrange a demonstration for your school.',
    grantApplication: 'To consider the school’s application for the grant.',
    partnership: 'To consider your partnership proposal.',
    partnerVariant: 'To consider your application to become a partner.',
    generalInquiries: 'To answer a student’s or parent’s question.',
    feedback: 'To read your feedback on a blog post; the post’s title goes with it.',
    subscribe: 'To tell you about new blog posts, as you asked; we keep the time you agreed.',
    waitlist: `To tell you when ${p} for Individuals opens.`,
  },
  required: 'Required',
  optional: 'Optional',
  separator: ', ',
  destinations: {
    emailService: 'Sent to our team as an e-mail, through the e-mail service below.',
    outbox: 'Sent to our team as an e-mail, kept in the site’s own outbox.',
    waitlist: 'Kept in our waitlist table, once per e-mail address.',
    subscribers: 'Kept in our table of blog subscribers, once per e-mail address.',
  },
  keptFor: (months) => `Up to ${months} months.`,
  keptUntilAsked: 'Until you ask us to delete it.',
}
