// What each form collects and where it goes: a section of the privacy notice (privacy.ts). Change
// it when a form's fields change (src/forms).
import { site } from '../site'
import type { DocumentSection } from '../types'

const p = site.productName

export const formsSection: DocumentSection = {
  id: 'what-forms-collect',
  heading: 'What our forms collect',
  blocks: [
    {
      kind: 'text',
      text: 'Each form asks only for what we need to answer it. Optional fields can be left empty. This is what each form collects, and where it goes:',
    },
    {
      kind: 'facts',
      items: [
        {
          term: 'Get Involved (at the foot of most pages)',
          detail: 'Name, e-mail address, country and message. Sent to us as an e-mail.',
        },
        {
          term: 'Get in Touch (for schools)',
          detail:
            'School name, your name, your role, country, e-mail address and message; ' +
            'optionally state, phone number and the school’s website. Sent to us as an e-mail.',
        },
        {
          term: 'Connect With Us',
          detail:
            'Name, e-mail address, phone number, your role and message; optionally country, ' +
            'state and school. Sent to us as an e-mail.',
        },
        {
          term: 'Book a Demo',
          detail:
            'Name, e-mail address, phone number, your role and message; optionally school, ' +
            'number of headsets, country and state. Sent to us as an e-mail.',
        },
        {
          term: 'Grant application (the Early Adopter offer and “Apply for the Grant”)',
          detail:
            'School name, your name, your role, country and message; optionally the school’s ' +
            'website. Sent to us as an e-mail.',
        },
        {
          term: 'Explore Partnerships',
          detail:
            'Organisation name, your full name, e-mail address, country, website, type of ' +
            'partnership and proposal; optionally your role, state and phone number. Sent ' +
            'to us as an e-mail.',
        },
        {
          term: 'Partner application (Partner With Us page)',
          detail:
            'First and last name, company or organisation, location, e-mail address and a ' +
            'description of your experience and interest; optionally phone number. Sent to ' +
            'us as an e-mail.',
        },
        {
          term: 'Send an Inquiry (for students and parents)',
          detail: 'Name, e-mail address, country and message. Sent to us as an e-mail.',
        },
        {
          term: 'Share Your Feedback (on a blog post)',
          detail:
            'Name, e-mail address and message, with the title of the post. Sent to us as an ' +
            'e-mail.',
        },
        {
          term: 'Get Notified (new blog posts)',
          detail:
            `Name, e-mail address, and your agreement to receive e-mails from ${p} with the ` +
            'time you gave it. Kept in our database, once per e-mail address.',
        },
        {
          term: `Join the Waitlist (${p} for Individuals)`,
          detail:
            'Name, e-mail address and country. Kept in our database, once per e-mail address.',
        },
      ],
    },
    {
      kind: 'text',
      text:
        'Every form also has a hidden field that people do not see or fill in; a form ' +
        'sent with it filled in is treated as spam and refused.',
    },
  ],
}
