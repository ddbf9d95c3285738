// The business constants and the site's other figures (docs/product.md), the same in every
// language: one place for each number. content/site.ts and the page copy of each language
// (content/pages/*.ts and their .es/.ar siblings) read them and write them in their own words.

/** The brand and the site's settings: names, addresses and switches, not words. */
export const brand = {
  /** The product's name. A neutral invented default; change it here and everywhere follows. */
  productName: 'StemVerse',
  /** Short names of the two editions, as the routes spell them. */
  schoolsEditionShort: 'SVS',
  individualsEditionShort: 'SVI',
  contactEmail: 'info@stemverse.example',
  copyrightYear: 2025,
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'X (Twitter)', href: 'https://x.com/' },
  ],
  /** Feature flags. */
  flags: {
    /** On: the home page shows the statistics slider; off: the four-card grid. */
    homeStatisticsSlider: true,
  },
} as const

/** Timings, in milliseconds (docs/product.md, "Timers"). */
export const timings = {
  trayNavigationDelayFromHome: 600,
  modalFade: 300,
  collapseTransition: 300,
  bannerAutoplay: 5000,
  bannerSpeed: 700,
  productCarouselAutoplay: 15000,
  productCarouselSpeed: 700,
  homeSliderAutoplay: 5000,
  homeSliderSpeed: 500,
  homeSliderProgressStep: 100,
  blogCarouselAutoplay: 5000,
  /** The blog carousel slides at the banner's speed. */
  blogCarouselSpeed: 700,
  successMessage: 5000,
  subscribeSuccessMessage: 1000,
  footerScrollDelay: 150,
  /** The proposal writes its choices into the address this long after the last change. */
  proposalAddressDelay: 400,
} as const

export const limits = {
  schoolNameMin: 10,
  messageMin: 30,
  messageMax: 500,
  phoneLength: 10,
  partnershipPhoneMin: 10,
  otherPartnershipTypeMin: 10,
  otherPartnershipTypeMax: 50,
  blogPageSize: 5,
  blogListPlaceholders: 5,
  relatedBlogPlaceholders: 3,
  relatedBlogs: 3,
  cardTags: 2,
  sidebarItems: 5,
  dropdownMaxHeight: 300,
  dropdownMinHeight: 140,
  dropdownPageSize: 5,
  faqItems: 5,
  schedulingMinWidth: 320,
  schedulingHeight: 700,
  /** The licence estimator and the proposal price 1 to this many labs. */
  estimatorMaxLabs: 50,
  /** A school's name in a proposal's address is cut to this many characters. */
  proposalSchoolNameMax: 100,
} as const

/**
 * How long the service keeps what visitors send (the privacy page states these, in every language;
 * server/retention.ts deletes what is older, at start and once a day).
 */
export const retention = {
  /** Messages of the e-mail forms in the service's outbox, from when they arrived. */
  emailMonths: 12,
  /** Waitlist entries, from when they were made. */
  waitlistMonths: 24,
  /** Content-Security-Policy reports: the newest this many. */
  cspReports: 5000,
  /**
   * The first answer to an Idempotency-Key (server/idempotency.ts), from when it was given: far
   * longer than an enquiry waits on a device in practice. It holds no personal data, only the answer.
   */
  idempotencyKeyDays: 30,
  /**
   * Daily counts of each blog post's reads, from their day: trending ranks posts by their reads
   * in this many days (server/blog/reads.ts). The keys that tell a reader already counted today
   * are deleted once their day is over.
   */
  readCountDays: 30,
} as const

/**
 * Share windows of the blog post's share row, per network, in pixels.
 * Instagram and e-mail open no window: see the share row.
 */
export const shareWindows = {
  facebook: { width: 550, height: 400 },
  x: { width: 550, height: 400 },
  linkedin: { width: 660, height: 460 },
} as const

export const blogCarousel = {
  breakpoints: [
    { minWidth: 0, slides: 1, spacing: 20 },
    { minWidth: 768, slides: 2, spacing: 20 },
    { minWidth: 1024, slides: 3, spacing: 30 },
  ],
} as const

export const pricing = {
  currency: 'USD',
  annualLicencePerLab: 6000,
  grantTiers: [
    { fromYear: 1, toYear: 3, grantPercent: 75, pricePerLabPerYear: 1500 },
    { fromYear: 4, toYear: 6, grantPercent: 60, pricePerLabPerYear: 2400 },
  ],
  certificationFrom: 250,
} as const

/** The specification's deadline for the grant's applications: the round the site was made for. */
const specifiedDeadline = '2024-12-31'

/**
 * The current round's deadline: VITE_GRANT_DEADLINE when a deployment sets the next round's
 * (.env.example), else the specification's. Read when the site is built; the service and the
 * scripts under plain Node have no import.meta.env and never show it. A malformed date stops the
 * build rather than show a wrong one.
 */
function roundDeadline(configured: string | undefined): string {
  if (!configured) return specifiedDeadline
  const time = Date.parse(`${configured}T00:00:00Z`)
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(configured) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().startsWith(configured)
  if (!valid) throw new Error(`VITE_GRANT_DEADLINE=${configured}: expected a date, YYYY-MM-DD`)
  return configured
}

/** The grant's terms; content/site.ts adds the deadline written out in its language. */
export const grantTerms = {
  maxGrantPercent: 75,
  schoolsPerCountry: 1000,
  eligibleCountries: 110,
  /**
   * The application deadline of the current round, as an ISO date: the last day on which an
   * application is taken, anywhere on Earth (src/grant/round.ts). After it the site says the round
   * has closed and takes registrations of interest (docs/grant-round.md).
   */
  deadline: roundDeadline(import.meta.env?.VITE_GRANT_DEADLINE?.trim()),
  newLabsOnly: true,
} as const

/** What the product holds, as numbers; content/site.ts writes them as claims ('2000+'). */
export const claimFigures = {
  experiences: 2000,
  practicals: 150,
  quizzes: 1500,
  curricula: 15,
  languages: 20,
  /** The floor space a lab needs, in square feet. */
  labSpaceSqFt: { from: 300, to: 1000 },
} as const

/**
 * The research figures the home page and /svs quote (docs/product.md, "Audience and editions"): percents,
 * and "times" for the two multipliers.
 */
export const evidence = {
  retentionPercent: 90,
  classroomRetentionPercent: 10,
  fasterTimes: 4,
  emotionallyConnectedTimes: 3.75,
  moreConfidentPercent: 275,
  testScoresPercent: 90,
} as const

/** Visitor country to currency (docs/product.md, "Currency"); any other country pays in USD. */
export const currencyByCountry: Readonly<Record<string, string>> = {
  AU: 'AUD',
  NZ: 'NZD',
  CA: 'CAD',
  MY: 'MYR',
  ID: 'IDR',
  CN: 'CNY',
  IN: 'INR',
  PE: 'PEN',
  SA: 'SAR',
  AE: 'AED',
  CO: 'COP',
  GB: 'GBP',
  FR: 'EUR',
  DE: 'EUR',
}
export const defaultCurrency = 'USD'

// The enquiry queue's timings live in a module of their own (only the queue's chunk carries them).
export { queueTimings } from './queue'
