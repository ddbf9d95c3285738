import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import { retention } from '../content/facts'
import { isStorableText } from '../schemas/fields'
import { m } from '../src/paraglide/messages.js'
import type { Db } from './db'
import { answer, fail, readUtf8 } from './http'
import { formatNumber } from './locale'
import { databaseStore } from './rate-limit-store'

/** A report is a few hundred bytes; anything much larger is not one. */
export const cspReportLimit = 8 * 1024
/** Reports kept; older ones go as new ones come. */
const keep = retention.cspReports
/** The most characters of an address a report keeps, as read and as stored. */
export const cspUrlLimit = 2000

const text = (max: number) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        // Cut by code point, not UTF-16 unit: half an emoji would make the report unstorable.
        typeof value === 'string' || typeof value === 'number'
          ? Array.from(String(value)).slice(0, max).join('')
          : '',
      ),
      v.check(isStorableText),
    ),
    '',
  )
/** A line or column number the table's integer columns can hold; anything else is not known. */
const isStorableInteger = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= -(2 ** 31) && (value as number) < 2 ** 31
const number = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (isStorableInteger(value) ? value : null)),
  ),
  null,
)

// The two shapes browsers send: CSP2's report-uri ({"csp-report": {...}}, kebab-case) and the
// Reporting API's report-to ([{ type: 'csp-violation', body: {...} }], camelCase).
const legacy = v.object({
  'csp-report': v.object({
    'document-uri': text(cspUrlLimit),
    'effective-directive': text(100),
    'violated-directive': text(100),
    'blocked-uri': text(cspUrlLimit),
    'source-file': text(cspUrlLimit),
    'line-number': number,
    'column-number': number,
    'script-sample': text(100),
    disposition: text(20),
  }),
})
const reportingApi = v.array(
  v.object({
    type: v.literal('csp-violation'),
    body: v.object({
      documentURL: text(cspUrlLimit),
      effectiveDirective: text(100),
      blockedURL: text(cspUrlLimit),
      sourceFile: text(cspUrlLimit),
      lineNumber: number,
      columnNumber: number,
      sample: text(100),
      disposition: text(20),
    }),
  }),
)

type Report = {
  documentPath: string
  directive: string
  blocked: string
  source: string
  line: number | null
  column: number | null
  sample: string
  disposition: string
}

/** How many escapes a character's UTF-8 takes, by its first byte (%F0 leads four). */
const escapesOf = (lead: number) => (lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2)

/**
 * At most `cspUrlLimit` characters of an address as it is stored, cut after the URL parser has
 * percent-encoded it: an emoji is then 12 characters, and 1,982 of them, cut to 2,000 characters
 * as read, were stored as 23,802. Cut by code point, and never inside a character's escapes.
 */
export function capped(text: string) {
  const points = Array.from(text)
  if (points.length <= cspUrlLimit) return text
  const cut = points
    .slice(0, cspUrlLimit)
    .join('')
    .replace(/%[0-9a-f]?$/i, '')
  const tail = /%([c-f][0-9a-f])(?:%[89ab][0-9a-f])*$/i.exec(cut)
  const whole = !tail || tail[0].length === 3 * escapesOf(parseInt(tail[1]!, 16))
  return whole ? cut : cut.slice(0, tail.index)
}

/** A URL without its query and fragment (they may carry a visitor's data); keywords as they are. */
function withoutQuery(value: string) {
  try {
    const url = new URL(value)
    return capped(`${url.origin === 'null' ? url.protocol : url.origin}${url.pathname}`)
  } catch {
    return capped(value.split(/[?#]/)[0] ?? '')
  }
}

function pathOf(value: string) {
  try {
    return capped(new URL(value).pathname)
  } catch {
    return ''
  }
}

function readReports(body: unknown): Report[] | null {
  const one = v.safeParse(legacy, body)
  if (one.success) {
    const r = one.output['csp-report']
    return [
      {
        documentPath: pathOf(r['document-uri']),
        directive: r['effective-directive'] || r['violated-directive'].split(' ')[0] || '',
        blocked: withoutQuery(r['blocked-uri']),
        source: withoutQuery(r['source-file']),
        line: r['line-number'],
        column: r['column-number'],
        sample: r['script-sample'],
        disposition: r.disposition || 'enforce',
      },
    ]
  }
  const many = v.safeParse(reportingApi, body)
  if (many.success && many.output.length <= 20) {
    return many.output.map(({ body: r }) => ({
      documentPath: pathOf(r.documentURL),
      directive: r.effectiveDirective,
      blocked: withoutQuery(r.blockedURL),
      source: withoutQuery(r.sourceFile),
      line: r.lineNumber,
      column: r.columnNumber,
      sample: r.sample,
      disposition: r.disposition || 'enforce',
    }))
  }
  return null
}

const reportTypes = /^application\/(csp-report|reports\+json|json)\b/i

/**
 * POST /api/csp-report: what the Content-Security-Policy blocked, stored for the team to read in
 * the database (no endpoint lists them). Capped in size, limited per address on its own counter
 * (a page that keeps violating must not use up a visitor's allowance for sending forms), and
 * answered 204 whatever it held, as browsers ignore the answer.
 *
 * The limit counts reports, not requests: each row stored counts, so that one address cannot
 * flush the kept reports (a request of 20 reports was 20 rows for one count: 5,000 in about 4
 * minutes). A request counts one as it arrives, before its body is read, and each report it holds
 * past the first once read; a request that would go past the limit stores nothing.
 */
export function cspReportRoutes(
  db: Db,
  options: { visitor: (c: Context) => string; perMinute: number },
) {
  const routes = new Hono()
  // In the database, as the forms' limit: shared by every service process.
  const counter = databaseStore(db, 60_000)
  const count = async (c: Context, reports: number) => {
    const { totalHits, resetTime } = await counter.add(`csp:${options.visitor(c)}`, reports)
    if (totalHits <= options.perMinute) return
    const wait = Math.min(60, Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)))
    throw fail(
      429,
      (locale) =>
        m.api_csp_reports_rate_limited(
          { max: formatNumber(options.perMinute, locale) },
          { locale },
        ),
      undefined,
      { 'Retry-After': String(wait) },
    )
  }
  routes.post(
    '/csp-report',
    async (c, next) => {
      await count(c, 1)
      await next()
    },
    bodyLimit({
      maxSize: cspReportLimit,
      onError: (c) =>
        answer(c, 413, (locale) =>
          m.api_csp_report_too_large(
            { limit: formatNumber(cspReportLimit / 1024, locale) },
            { locale },
          ),
        ),
    }),
    async (c) => {
      if (!reportTypes.test(c.req.header('content-type') ?? '')) {
        throw fail(415, (locale) => m.api_csp_report_type({}, { locale }))
      }
      const text = await readUtf8(c)
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        throw fail(400, (locale) => m.api_csp_report_invalid_json({}, { locale }))
      }
      const reports = readReports(body)
      if (!reports) throw fail(400, (locale) => m.api_csp_report_invalid({}, { locale }))
      if (reports.length > 1) await count(c, reports.length - 1)
      for (const r of reports) {
        await db.query(
          `insert into csp_reports
             (document_path, directive, blocked, source, line, column_number, sample, disposition)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            r.documentPath,
            r.directive,
            r.blocked,
            r.source,
            r.line,
            r.column,
            r.sample,
            r.disposition,
          ],
        )
      }
      await db.query(`delete from csp_reports where id <= (select max(id) from csp_reports) - $1`, [
        keep,
      ])
      return c.body(null, 204)
    },
  )
  return routes
}
