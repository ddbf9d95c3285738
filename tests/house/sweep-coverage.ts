// The route sweep's coverage before and after its drawings were merged, and the table
// of it that docs/testing.md shows: tests/house/sweep-coverage.test.ts holds both.
import { baseLocale, localizePath, locales } from '../../content/locales'
import { routes } from '../e2e/routes'
import { checks, coverage, sweep, type Load, type Measure, type Width } from '../e2e/sweep-plan'

/**
 * The sample before the merge, as the three files drew it: every route once in English, first at
 * 1280 px or 390 px by turns (the route sweeps); then every route at 1280 px and again at 390 px
 * in the other languages by turns, axe at one of the two (the language sweeps).
 */
function sampleBefore(): { load: Load; checks: string[] }[] {
  const others = locales.filter((locale) => locale !== baseLocale)
  return routes.flatMap((route, n) => {
    const english: Width = n % 2 === 0 ? 'desktop' : 'phone'
    const load = (locale: (typeof locales)[number], width: Width, axe: boolean): Load => ({
      route,
      n,
      locale,
      width,
      axe,
      path: localizePath(route.path, locale),
    })
    const everyDrawing = [
      'document',
      'hydrated',
      'grant round',
      'reflow',
      'contrast',
      'text spacing',
    ]
    return [
      {
        load: load(baseLocale, english, true),
        checks: [
          ...everyDrawing,
          'first screen',
          'shell',
          'headings',
          'axe',
          'awake',
          'ids and links',
        ],
      },
      {
        load: load(others[n % others.length]!, 'desktop', n % 2 === 0),
        checks: [...everyDrawing, 'axe', 'no English'],
      },
      {
        load: load(others[(n + 1) % others.length]!, 'phone', n % 2 === 1),
        checks: [...everyDrawing, 'axe', 'no English'],
      },
    ]
  })
}

export function coverageBefore(): Set<string> {
  const cells = new Set<string>()
  for (const { load, checks: ran } of sampleBefore())
    for (const check of checks.filter((c) => ran.includes(c.id)))
      for (const cell of coverage([load], [check])) cells.add(cell)
  return cells
}

const measures: Measure[] = ['desktop', 'phone', '1280', '320']
const measureNames: Record<Measure, string> = {
  desktop: '1280 px drawn',
  phone: '390 px drawn',
  1280: '1280 px',
  320: '320 px',
}

/** docs/testing.md's table: for each check and language, the routes seen at each width. */
export function coverageTable(): string {
  const before = coverageBefore()
  const after = coverage(sweep)
  const englishNames = new Intl.DisplayNames(['en'], { type: 'language' })
  const count = (cells: Set<string>, locale: string, measure: Measure, check: string) =>
    routes.filter((route) => cells.has(`${route.path}|${locale}|${measure}|${check}`)).length
  const rows = checks.map((check) => {
    const cells = locales.map((locale) =>
      measures
        .map(
          (measure) =>
            [
              measure,
              count(before, locale, measure, check.id),
              count(after, locale, measure, check.id),
            ] as const,
        )
        .filter(([, was, now]) => was || now)
        .map(([measure, was, now]) => `${measureNames[measure]}: ${was} → ${now}`)
        .join('<br>'),
    )
    return `| ${check.id}: ${check.what} | ${cells.join(' | ')} |`
  })
  return [
    `| Check | ${locales.map((l) => englishNames.of(l)).join(' | ')} |`,
    `|---|${locales.map(() => '---').join('|')}|`,
    ...rows,
  ].join('\n')
}
