// The trust center (/trust): the words around the facts. The facts themselves (each form's
// fields, the outside origins, the headers, what the device keeps, the conformance report) are
// read from the code at build time by the route's loader (src/trust/load.ts); these only say what
// they mean. Header explanations are keyed by the header's name (schemas/security-headers.ts).
import { paths } from '../paths'
import { site } from '../site'
import type { TrustWords } from '../trust-types'

const p = site.productName

export const trust: TrustWords = {
  path: paths.trust,
  title: 'Trust Center',
  description: `What the ${p} website collects and where it goes, the third parties it uses, what it keeps on your device, how it is secured and how accessible it is: read from the site's own code.`,
  eyebrow: 'For IT and procurement teams',
  heading: 'Trust Center',
  intro:
    'The answers a school’s IT and procurement staff ask for before signing, in one place. Each section is made from the code that does the work when the site is built, so it says what the site actually does.',
  builtFor: (date, url) => `This page describes the build of ${date} for ${url}.`,
  printLabel: 'Print or save as PDF',
  contentsLabel: 'On this page',
  sections: {
    forms: {
      heading: 'What each form collects',
      intro:
        'Every form, its fields, where what you type goes and how long it is kept, from the forms’ own definitions. The privacy notice’s list is made from the same source.',
      form: 'Form',
      fields: 'Fields',
      goes: 'Where it goes',
      kept: 'How long it is kept',
      privacyLink: 'The same list in the privacy notice',
      reads: (days) =>
        `Reading a blog post sends nothing you typed. For the most-read list, the service counts at most one read per visitor, post and day: it knows a reader only by a one-way code made from the IP address (an IPv6 address by its first half), the post and the day, with a secret that changes daily, and deletes the codes when the day ends. The IP address is never stored. The daily counts are kept ${days} days.`,
    },
    parties: {
      heading: 'Third parties and subprocessors',
      intro:
        'Every outside origin a page may contact. The pages’ security policy allows exactly these and no others: both are built from the same configuration.',
      origin: 'Origin',
      what: 'What is sent',
      when: 'When',
      why: 'Why',
      none: 'None: every request stays on this site’s own origin.',
      uses: {
        api: {
          what: 'Requests for blog posts and the forms the service stores, with what you typed in them.',
          when: 'When you read the blog or send the waitlist or subscription form.',
          why: 'The site’s service runs on another origin in this deployment.',
        },
        email: {
          what: 'The e-mail forms’ fields, as the message to our team.',
          when: 'Only when you send one of those forms.',
          why: 'To deliver your message to our team’s mailbox.',
        },
        geolocation: {
          what: 'A request without content; the service sees your IP address and browser type and answers with a country code.',
          when: 'Once per visit, after the page has loaded.',
          why: 'To show prices in your currency. The answer is not stored.',
        },
        schedulingWidget: {
          what: 'A request for the scheduler’s script and styles.',
          when: 'Only when you open “Schedule a Meeting”.',
          why: 'To show the booking calendar.',
        },
        schedulingPage: {
          what: 'What you enter in the booking calendar: your name, e-mail address and the time you choose.',
          when: 'Only when you open “Schedule a Meeting” and book.',
          why: 'To book the meeting; the scheduler passes it on to us.',
        },
      },
      subprocessorsHeading: 'Subprocessors your browser never sees',
      subprocessorsIntro:
        'Services that handle what you send after it has left your browser, as the operator of this deployment declares them.',
      role: 'Role',
      provider: 'Provider',
      roles: {
        hosting: 'Hosting of the site and its service',
        database: 'Database (waitlist, subscribers, outbox)',
        emailDelivery: 'E-mail delivery',
      },
      selfRun: 'Run by the operator itself, with no subprocessor.',
      emailNone: 'None: the e-mail forms are kept in the site’s own outbox.',
    },
    device: {
      heading: 'On your device',
      intro:
        'What your browser keeps so that the site works on a weak connection. None of it is sent anywhere or used to follow you; the site sets no cookies.',
      what: 'What is kept',
      limit: 'Limit',
      limits: {
        pages: 'Pages you have opened',
        images: 'Pictures of those pages',
        fonts: 'Fonts',
      },
      entries: (count, days) => `Up to ${count}, each for ${days} days after it was last fetched`,
      queue: 'An enquiry sent without a connection',
      queueLimit: 'Until it has been sent, or until you discard it from the form',
      clear:
        'To delete it all, clear this site’s data in your browser’s site settings. Without a connection, the offline page also has a button that deletes the kept pages.',
    },
    security: {
      heading: 'Security',
      headersIntro: 'The headers every page and answer of the service carries, and what each does:',
      header: 'Header',
      does: 'What it does',
      headers: {
        'Strict-Transport-Security':
          'Browsers use only HTTPS for this site, for six months after a visit.',
        'X-Content-Type-Options': 'A file is used only as the type it is served as.',
        'X-Frame-Options': 'No other site can show these pages inside a frame.',
        'Referrer-Policy': 'Links to other sites do not tell them which page you came from.',
        'Cross-Origin-Opener-Policy': 'A window another site opens cannot reach this one.',
        'Cross-Origin-Resource-Policy': 'Other sites cannot embed this site’s files.',
        'Origin-Agent-Cluster': 'The browser keeps this site in a process of its own where it can.',
        'X-DNS-Prefetch-Control':
          'The browser does not look up the addresses of links ahead of time.',
        'X-Download-Options': 'Old browsers do not open downloads in the site’s context.',
        'X-Permitted-Cross-Domain-Policies': 'Plug-ins may not load data from this site.',
        'X-XSS-Protection': 'Turns off an old browser filter that could itself be abused.',
      },
      unknownHeader: 'See the service’s configuration.',
      policyIntro:
        'Each page also carries a Content-Security-Policy: nothing runs or loads unless it names it, inline code only by the hash of its text. Its directives:',
      protectionsHeading: 'How enquiries are protected',
      protections: [
        'Every form is checked in the browser and checked again by the service against the same rules.',
        'A hidden field catches automated spam: a form sent with it filled in is refused.',
        'Forms are limited per visitor address (an IPv6 address by its /64) and minute; only the site’s own origins may call the service.',
        'The service’s log never carries a name, an e-mail address or a message: an error is logged by name and code.',
      ],
      idempotency: (days) =>
        `Each enquiry carries a key, so that one sent twice (after a lost connection) is stored once; the key is kept ${days} days.`,
      reportHeading: 'Reporting a vulnerability',
      report:
        'If you find a security problem, please write to the address below with what you found and how to reproduce it, and give us time to fix it before you tell others.',
      securityTxt: 'The same, for tools:',
    },
    accessibility: {
      heading: 'Accessibility conformance',
      intro:
        'Our Accessibility Conformance Report, in the VPAT 2.5 form (WCAG 2.2 edition) and the OpenACR format: every success criterion of levels A and AA, with its level of support. A criterion marked Supports names the tests that check it or the review that did. The remarks are in English, as the report is written.',
      download: 'Download the report (OpenACR, YAML)',
      criterion: 'Criterion',
      level: 'Level',
      conformance: 'Conformance',
      remarks: 'Remarks',
      levels: {
        supports: 'Supports',
        'partially-supports': 'Partially Supports',
        'does-not-support': 'Does Not Support',
        'not-applicable': 'Not Applicable',
      },
      statement:
        'The accessibility statement explains the known limitations, with a way around each.',
      counts: 'criteria',
    },
  },
}
