// What the website keeps on a visitor's device for reading offline (src/offline, which the privacy
// notice describes), and how a new version is offered. Apart from facts.ts, which every page
// loads: only the offline page, the privacy notice and the worker need these.

/** How many of each the service worker keeps, and for how long after it last fetched them. */
export const deviceKeeping = {
  pages: { maxEntries: 200, maxAgeDays: 30 },
  images: { maxEntries: 120, maxAgeDays: 30 },
  fonts: { maxEntries: 20, maxAgeDays: 365 },
  /** The scripts and styles of the pages kept (many pages share most of them). */
  code: { maxEntries: 400, maxAgeDays: 30 },
} as const

/** After Reload, how long a new version has to take over before the offer is shown again. */
export const updateTakeOverMs = 10_000
