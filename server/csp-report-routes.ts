import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { rateLimiter } from 'hono-rate-limiter'
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
    'document-uri': text(2000),
    'effective-directive': text(100),
    'violated-directive': text(100),
    'blocked-uri': text(2000),
    'source-file': text(2000),
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
      documentURL: text(2000),
      effectiveDirective: text(100),
      blockedURL: text(2000),
      sourceFile: text(2000),
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

/** A URL without its query and fragment (they may carry a visitor's data); keywords as they are. */
function withoutQuery(value: string) {
  try {
    const url = new URL(value)
    return `${url.origin === 'null' ? url.protocol : url.origin}${url.pathname}`
  } catch {
    return value.split(/[?#]/)[0] ?? ''
  }
}

function pathOf(value: string) {
  try {
    return new URL(value).pathname
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
 */
export function cspReportRoutes(
  db: Db,
  options: { visitor: (c: Context) => string; perMinute: number },
) {
  const routes = new Hono()
  routes.post(
    '/csp-report',
    rateLimiter({
      windowMs: 60_000,
      limit: options.perMinute,
      keyGenerator: (c) => `csp:${options.visitor(c)}`,
      // In the database, as the forms' limit: shared by every service process.
      store: databaseStore(db),
      handler: (c) => c.body(null, 429),
    }),
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
