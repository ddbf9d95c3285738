// The privacy notice. Every statement here is about what the code does: the forms' fields
// (schemas/forms), where they are sent (src/enquiry: email, forms-api; src/services: scheduling,
// geolocation), what the service stores (server/form-routes, outbox-routes, csp-report-routes,
// rate-limit-store and server/migrations). Change it when they change. Retention periods the code
// does not enforce are the policy stated under "How long we keep it". "What our forms collect" is
// not written here: the route (src/routes/privacy.tsx) makes it from the forms' one definition
// after "Who we are", in the words of privacy-forms.ts (src/trust/forms.ts), as the trust center
// does.
import { retention } from '../facts'
import { formatters } from '../format'
import { inEveryLanguage } from '../language-names'
import { paths } from '../paths'
import { site } from '../site'
import type { DocumentPage } from '../types'
import { deviceSection } from './privacy-device'

const p = site.productName
const email = site.contactEmail
const { number } = formatters('en')
const updated = '2026-11-29'

export const page: DocumentPage = {
  path: paths.privacy,
  theme: 'info',
  title: 'Privacy Notice',
  description:
    `What the ${p} website collects through its forms, why, where it goes and for how long, ` +
    'the services involved, and how to see, correct or delete your information.',
  eyebrow: 'Privacy',
  heading: 'Privacy Notice',
  intro:
    'We collect only what you type into our forms, and use it only to do what you asked. This ' +
    'notice says what each form collects, where it goes, how long we keep it and what your ' +
    'rights are.',
  dates: [{ label: 'Last updated', date: updated }],
  contentsLabel: 'On this page',
  sections: [
    {
      id: 'summary',
      heading: 'In short',
      blocks: [
        {
          kind: 'list',
          items: [
            'We collect only what you type into one of our forms, and use it to answer you, to consider your application, or to keep you informed as you asked.',
            'The website sets no cookies. So that it works without a connection, your browser keeps the pages you read and any enquiry waiting to be sent on your device, and you can clear them at any time. There are no analytics, advertising or social media trackers.',
            'To choose the currency for prices, your browser asks a geolocation service which country it is in. We do not store the answer.',
            'We do not sell your information or share it for advertising.',
            `You can ask us at any time to see, correct or delete what we hold about you: write to ${email}.`,
          ],
        },
      ],
    },
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'text',
          text:
            `This notice covers the ${p} website, ${inEveryLanguage}. ${p} ` +
            `(${site.location}) decides how the information you send us is used: under data ` +
            'protection law, we are its controller.',
        },
        {
          kind: 'text',
          text: `For any question about your information, or to use any of your rights, write to ${email}.`,
        },
        {
          kind: 'link',
          text: 'The trust center answers the same questions for a school’s IT and procurement team, read from the site’s own code: Trust Center',
          to: paths.trust,
        },
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      blocks: [
        {
          kind: 'text',
          text: 'We use your information only for the purpose you gave it for, on these legal grounds:',
        },
        {
          kind: 'facts',
          items: [
            {
              term: 'Answering enquiries, demo requests, grant applications and partnership proposals',
              detail:
                'To take the steps you ask for before a possible contract, and our legitimate ' +
                'interest in answering the people who write to us.',
            },
            {
              term: 'Telling you about new blog posts',
              detail:
                'Your consent, given with the tick box of the Get Notified form. You can ' +
                'withdraw it at any time.',
            },
            {
              term: 'The waitlist',
              detail: `Your consent, given when you ask to hear when ${p} for Individuals opens. You can leave the list at any time.`,
            },
            {
              term: 'Keeping the website and your messages safe',
              detail:
                'Our legitimate interest in protecting the site from abuse: the request limits ' +
                'and security reports described below.',
            },
            {
              term: 'Choosing the currency for prices',
              detail:
                'Our legitimate interest in showing prices you can read at a glance. The ' +
                'country is not stored.',
            },
          ],
        },
      ],
    },
    {
      id: 'where-it-goes',
      heading: 'Where your information goes',
      blocks: [
        {
          kind: 'text',
          text: 'We do not use any service other than those below. Each receives only what it needs.',
        },
      ],
      parts: [
        {
          id: 'email-service',
          heading: 'E-mail forms: EmailJS',
          blocks: [
            {
              kind: 'text',
              text:
                `The ${number(9)} forms sent as an e-mail go from your browser to EmailJS, an ` +
                'e-mail delivery service, which delivers them to our team’s mailbox. EmailJS ' +
                'handles the message only to deliver it, under its own privacy policy.',
            },
            {
              kind: 'text',
              text:
                'Where the site runs without an e-mail service set up, our own service receives ' +
                'these messages instead and keeps them in its outbox (see the next part).',
            },
          ],
        },
        {
          id: 'our-service',
          heading: 'Our own service and database',
          blocks: [
            {
              kind: 'list',
              items: [
                'The waitlist and the list for new blog posts are kept in our database, one entry per e-mail address: sending the same address again changes nothing. No page or address of the website lists them.',
                'The outbox, when it is used, keeps each message with the time it arrived. It can be read only with a key held by our team.',
                'When you open a blog post, we count at most one read of it per visitor and day, for the list of most-read posts. To know whether you were already counted today, our service keeps a one-way code made from your IP address (of an IPv6 address, its first half), the post and the day, with a secret that changes every day. It never stores your IP address, cannot turn the code back into it, and deletes the codes once the day is over. The counts themselves hold only the post, the day and a number.',
                'Our service’s log records errors by the address that was called and the kind of error, never with a name, an e-mail address or a message.',
              ],
            },
          ],
        },
        {
          id: 'scheduling-service',
          heading: 'Scheduling a meeting: Calendly',
          blocks: [
            {
              kind: 'text',
              text:
                'The “Schedule a Meeting” dialog shows the booking page of Calendly, a scheduling ' +
                'service. Only when you open it does your browser load Calendly’s script and ' +
                'page. What you enter there, such as your name, e-mail address and the time you ' +
                'choose, goes to Calendly, which passes the booking on to us, under Calendly’s ' +
                'own privacy policy. Calendly may use its own cookies inside its booking page.',
            },
          ],
        },
        {
          id: 'geolocation-service',
          heading: 'Your currency: ipapi.co',
          blocks: [
            {
              kind: 'text',
              text:
                'Each time you open the site in your browser (not again as you move from page ' +
                'to page), once the page has loaded, your browser asks ipapi.co, an IP ' +
                'geolocation service, which country it is in. Like any site your browser ' +
                'contacts, ipapi.co sees your IP address and the type of browser you use.',
            },
            {
              kind: 'text',
              text:
                'We use only the two-letter country code it answers with, to choose the ' +
                'currency for prices: Indian rupees in India, for example, and US dollars where ' +
                'no local currency is set. The country stays in your browser’s memory during ' +
                'your visit; it is never stored and never sent to us. If ipapi.co does not ' +
                `answer within ${number(3)} seconds, prices are in US dollars.`,
            },
          ],
        },
        {
          id: 'security',
          heading: 'Request limits and security reports',
          blocks: [
            {
              kind: 'list',
              items: [
                'Request limits: so that no one can flood our forms, our service counts how many forms each IP address sends per minute (an IPv6 address counts by its first half, the part a provider gives one subscriber). It stores the IP address with that count for one minute; the expired record is then deleted the next time the service counts a request.',
                `Security reports: if your browser blocks something on one of our pages because of the site’s security policy (its Content Security Policy), it may send us an automatic report. We keep the address of the page, the rule, the address of what was blocked (never the part after a question mark), the file and line, and up to ${number(100)} characters of the blocked code. We do not keep your IP address with it, except for one minute to limit how many reports one address can send.`,
              ],
            },
          ],
        },
        {
          id: 'links-and-sharing',
          heading: 'Links and sharing',
          blocks: [
            {
              kind: 'text',
              text:
                'The links to our social media pages and the share buttons on blog posts are ' +
                'ordinary links: Facebook, X, LinkedIn and the others receive nothing unless you ' +
                'click one. The site’s fonts, images and videos come from our own servers.',
            },
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and storage in your browser',
      blocks: [
        {
          kind: 'text',
          text:
            `The ${p} website sets no cookies and uses no local or session storage, which is ` +
            'why it asks you nothing about cookies; what it keeps for reading offline is in the ' +
            'next section. The ' +
            'one exception is Calendly’s booking page, which may set its own cookies when you ' +
            'open “Schedule a Meeting”.',
        },
      ],
    },
    deviceSection,
    {
      id: 'how-long',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Messages from the e-mail forms (in our mailbox or our outbox)',
              detail: `Up to ${number(retention.emailMonths)} months after our last exchange with you, unless they lead to an agreement, which we keep as long as the law requires.`,
            },
            {
              term: 'The list for new blog posts',
              detail: 'Until you ask us to take you off it.',
            },
            {
              term: 'The waitlist',
              detail: `Until we have told you that ${p} for Individuals is available, or until you ask us to take you off it, and for no more than ${number(retention.waitlistMonths)} months.`,
            },
            {
              term: 'Request limits (your IP address)',
              detail:
                'One minute; the expired record is deleted the next time the service counts a ' +
                'request.',
            },
            {
              term: 'Security reports',
              detail: `The newest ${number(retention.cspReports)} reports; older ones are deleted as new ones arrive. They hold no IP address.`,
            },
            {
              term: 'Your country, for the currency',
              detail: 'Not kept: it stays in your browser’s memory during your visit.',
            },
            {
              term: 'Counts of blog post reads',
              detail: `Each post’s count per day, for ${number(retention.readCountDays)} days: the period the most-read posts are chosen from. The codes that tell whether a visitor was already counted, until the end of their day (UTC).`,
            },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'text',
          text:
            'Wherever you live, you can ask us what we hold about you. Where the General Data ' +
            'Protection Regulation (GDPR, in the European Union or the United Kingdom) applies, ' +
            'you have the right to:',
        },
        {
          kind: 'list',
          items: [
            'access: get a copy of the information we hold about you;',
            'rectification: have it corrected if it is wrong or incomplete;',
            'erasure: have it deleted;',
            'restriction: have its use limited, for example while a question about it is settled;',
            'portability: receive what you gave us in a common, machine-readable format, or have it sent to someone else;',
            'objection: object to our use of it where we rely on our legitimate interest;',
            'withdraw your consent at any time, without affecting what was done before.',
          ],
        },
        {
          kind: 'text',
          text:
            `To use any of these rights, write to ${email}. We answer within one month, and ` +
            'may ask you to confirm that the e-mail address is yours before we act.',
        },
        {
          kind: 'text',
          text:
            'You also have the right to complain to a data protection supervisory authority, ' +
            'in particular in the country where you live or work, or where you think your ' +
            'rights were infringed. We would be grateful for the chance to settle your concern ' +
            'first.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'text',
          text:
            `${p} is made for learners in grades 5 to 12, but our forms are for adults and ` +
            'teenagers. Children under 13 must not send us any form themselves, including the ' +
            `waitlist of ${p} for Individuals, which is for parents and guardians: please ask ` +
            'a parent, a guardian or a teacher to write to us instead.',
        },
        {
          kind: 'text',
          text:
            'We do not knowingly collect personal information from children under 13, as the ' +
            'US Children’s Online Privacy Protection Act (COPPA) requires. If we learn that a ' +
            'child under 13 has sent us information, we delete it.',
        },
        {
          kind: 'text',
          text:
            'A parent or guardian who thinks their child has sent us information can ask to ' +
            `see it and have it deleted: write to ${email} with the name and e-mail address ` +
            'that were used. Once we have confirmed that you are the parent or guardian, we ' +
            `delete it within ${number(5)} working days and tell you when it is done.`,
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      blocks: [
        {
          kind: 'text',
          text:
            'If we change what we collect or who receives it, we will update this notice and ' +
            'its date before the change takes effect.',
        },
      ],
    },
  ],
}
