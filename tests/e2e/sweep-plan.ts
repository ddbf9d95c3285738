// What the route sweep draws and what it checks on each drawing: one list, read by the sweep
// (tests/e2e/route-sweep.ts) and by the coverage table of docs/testing.md, which a unit test
// (tests/house/sweep-coverage.test.ts) writes from here and holds against the sample before the
// merge. Plain data, no browser: it imports nothing that needs one.
import { baseLocale, localizePath, locales, type Locale } from '../../content/locales'
import { routes, type RouteCase } from './routes'

export type Width = 'phone' | 'desktop'

/** The widths a check can look at: the two a page is drawn at, and the two it is resized to. */
export type Measure = Width | '1280' | '320'

/** One drawing: a route, in one language, first drawn at one width. */
export type Load = {
  route: RouteCase
  /** The route's place in the list, which picks its languages and widths by turns. */
  n: number
  locale: Locale
  width: Width
  path: string
  /** Whether axe runs on it (it takes about a second a page). */
  axe: boolean
}

const others = locales.filter((locale) => locale !== baseLocale)

/**
 * Routes drawn in every language, axe on each: the home page, the first a school meets, and the
 * trust center, the conformance report's own page.
 */
export const everyLanguage = new Set(['/', '/trust'])

/**
 * Each route three times: in English at one width (the routes take turns, desktop and phone),
 * and in two of the other languages by turns, one at 1280 px and one at 390 px; so each route is
 * seen in three languages and each language meets every kind of page. axe runs once at each width
 * a route is drawn at in English, and on one of the two other drawings. A route of
 * `everyLanguage` is drawn in the language left over too, and axe runs on each of its drawings.
 */
export function loadsOf(route: RouteCase, n: number): Load[] {
  const all = everyLanguage.has(route.path)
  const english: Width = n % 2 === 0 ? 'desktop' : 'phone'
  const first = others[n % others.length]!
  const second = others[(n + 1) % others.length]!
  const loads: Omit<Load, 'route' | 'n' | 'path'>[] = [
    { locale: baseLocale, width: english, axe: true },
    { locale: first, width: 'desktop', axe: all || n % 2 === 0 },
    { locale: second, width: 'phone', axe: all || n % 2 === 1 },
  ]
  if (all)
    for (const locale of others.filter((l) => l !== first && l !== second))
      loads.push({ locale, width: english === 'desktop' ? 'phone' : 'desktop', axe: true })
  return loads.map((load) => ({ ...load, route, n, path: localizePath(route.path, load.locale) }))
}

export const sweep: Load[] = routes.flatMap((route, n) => loadsOf(route, n))

/** The other width: a page drawn on a phone is then widened, one drawn on a desktop turned. */
export const otherWidth = (width: Width): Width => (width === 'phone' ? 'desktop' : 'phone')

/**
 * Every check the sweep runs on a drawing, in the order it runs them, and the widths each looks
 * at: the width first drawn, the other width once resized, and the fixed 1280 and 320 px of the
 * reading checks. `on` says which drawings it runs on.
 */
export const checks: {
  id: string
  what: string
  on: (load: Load) => boolean
  measures: (load: Load) => Measure[]
}[] = [
  {
    id: 'document',
    what: 'its own prerendered document: lang and dir, one h1 (translated), its title and description',
    on: () => true,
    measures: (load) => [load.width],
  },
  {
    id: 'hydrated',
    what: 'hydrated, not rendered again, with no console error or CSP violation',
    on: () => true,
    measures: (load) => [load.width],
  },
  {
    id: 'first screen',
    what: 'largest paint from the HTML, layout shift under 0.02 while loading and waking',
    // English only, as before: in Spanish at 1280 px the home page's hero moved 48 px on one run
    // in three (layout shift 0.041), a fault of the page to mend before this check runs there.
    on: (load) => load.locale === baseLocale,
    measures: (load) => [load.width],
  },
  {
    id: 'shell',
    what: 'one banner with its Explore button, one footer, at both widths',
    on: () => true,
    measures: (load) => [load.width, otherWidth(load.width)],
  },
  {
    id: 'grant round',
    what: 'the round as its build stands (closed) on the pages that speak of it',
    on: () => true,
    measures: (load) => [load.width],
  },
  {
    id: 'headings',
    what: 'heading levels in order',
    on: () => true,
    measures: (load) => [load.width],
  },
  {
    id: 'axe',
    what: 'no serious or critical finding, Label in Name included',
    on: (load) => load.axe,
    measures: (load) => [load.width],
  },
  {
    id: 'awake',
    what: 'every part wakes as it is scrolled to, the contact form included',
    on: () => true,
    measures: (load) => [load.width],
  },
  {
    id: 'ids and links',
    what: 'one element per id, a target for every in-page link',
    on: () => true,
    measures: (load) => [load.width],
  },
  {
    id: 'no English',
    what: 'no English outside what is marked lang="en"',
    on: (load) => load.locale !== baseLocale,
    measures: (load) => [load.width],
  },
  {
    id: 'reflow',
    what: 'nothing past either edge at 320 px (WCAG 1.4.10)',
    on: () => true,
    measures: () => ['320'],
  },
  {
    id: 'contrast',
    what: 'contrast from the pixels at 1280 px (WCAG 1.4.3)',
    on: () => true,
    measures: () => ['1280'],
  },
  {
    id: 'text spacing',
    what: 'text spacing at 1280 and 320 px: nothing cut, nothing over other text (WCAG 1.4.12)',
    on: () => true,
    measures: () => ['1280', '320'],
  },
]

/** A cell of the coverage: route × language × width × check, as 'path|locale|measure|check'. */
export function coverage(plan: Load[], of = checks): Set<string> {
  const cells = new Set<string>()
  for (const load of plan)
    for (const check of of)
      if (check.on(load))
        for (const measure of check.measures(load))
          cells.add(`${load.route.path}|${load.locale}|${measure}|${check.id}`)
  return cells
}
