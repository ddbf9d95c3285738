// The shapes of the trust center's words (content/pages/trust*.ts) and of the words the privacy
// notice and the trust center share about the forms (content/pages/privacy-forms*.ts). The facts
// themselves come from the code at build time (src/trust); these are only the words around them.

/** Every form, by its one name (schemas/forms, docs/forms.md). */
export type FormName =
  | 'generalContact'
  | 'schoolContact'
  | 'connectWithUs'
  | 'schoolDemo'
  | 'grantApplication'
  | 'partnership'
  | 'partnerVariant'
  | 'generalInquiries'
  | 'feedback'
  | 'subscribe'
  | 'waitlist'

/** Where a form's message goes: the e-mail API, the site's own outbox, or one of two tables. */
export type FormDestination = 'emailService' | 'outbox' | 'waitlist' | 'subscribers'

export type FormWords = {
  /** The privacy notice's section: its heading, the sentence before the list, the note after. */
  heading: string
  intro: string
  honeypot: string
  /** Each form as a visitor knows it, and why it asks. */
  names: Record<FormName, string>
  why: Record<FormName, string>
  required: string
  optional: string
  /** How a list of fields is joined: ', ' or '، '. */
  separator: string
  destinations: Record<FormDestination, string>
  keptFor: (months: string) => string
  keptUntilAsked: string
}

/** A WCAG level of support, in the words of the VPAT 2.5 (OpenACR's terms). */
export type AdherenceLevel =
  'supports' | 'partially-supports' | 'does-not-support' | 'not-applicable'

/** What the browser may reach an outside origin for (src/security/csp.ts, `ThirdParties`). */
export type OutsideUse = 'api' | 'email' | 'geolocation' | 'schedulingWidget' | 'schedulingPage'

export type TrustWords = {
  path: string
  title: string
  description: string
  eyebrow: string
  heading: string
  intro: string
  /** "Built on {date} for {site}": the deployment it describes. */
  builtFor: (date: string, site: string) => string
  printLabel: string
  contentsLabel: string
  sections: {
    forms: {
      heading: string
      intro: string
      form: string
      fields: string
      goes: string
      kept: string
      /** The link to the privacy notice's list of the forms. */
      privacyLink: string
      /** How reads of blog posts are counted, with how many days the counts are kept. */
      reads: (days: string) => string
    }
    parties: {
      heading: string
      intro: string
      origin: string
      what: string
      when: string
      why: string
      none: string
      uses: Record<OutsideUse, { what: string; when: string; why: string }>
      subprocessorsHeading: string
      subprocessorsIntro: string
      role: string
      provider: string
      roles: { hosting: string; database: string; emailDelivery: string }
      selfRun: string
      emailNone: string
    }
    device: {
      heading: string
      intro: string
      what: string
      limit: string
      limits: { pages: string; images: string; fonts: string }
      entries: (count: string, days: string) => string
      queue: string
      queueLimit: string
      clear: string
    }
    security: {
      heading: string
      headersIntro: string
      header: string
      does: string
      headers: Record<string, string>
      unknownHeader: string
      policyIntro: string
      protectionsHeading: string
      protections: string[]
      idempotency: (days: string) => string
      reportHeading: string
      report: string
      securityTxt: string
    }
    accessibility: {
      heading: string
      intro: string
      download: string
      criterion: string
      level: string
      conformance: string
      remarks: string
      levels: Record<AdherenceLevel, string>
      statement: string
      counts: string
    }
  }
}
