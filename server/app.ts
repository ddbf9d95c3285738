import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { etag } from 'hono/etag'
import { HTTPException } from 'hono/http-exception'
import { secureHeaders } from 'hono/secure-headers'
import { securityHeaders } from '../schemas/security-headers'
import { rateLimiter } from 'hono-rate-limiter'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeInfo, locales, splitLocale, underAnyLanguage, type Locale } from '../content/locales'
import { canonicalPath } from '../schemas/canonical-path'
import { m } from '../src/paraglide/messages.js'
import { refuseBadAddresses } from './address-guard'
import { closeAfterUnreadBody } from './unread-body'
import { blogRoutes } from './blog-routes'
import { clientAddressOf, trustNoProxy, visitorKey, type ProxyTrust } from './client-address'
import {
  apiContentSecurityPolicy,
  readPolicies,
  workerContentSecurityPolicy,
  type Policies,
} from './csp'
import { cspReportRoutes } from './csp-report-routes'
import { isDatabaseUnavailable, reportDatabaseUnavailable, type Db } from './db'
import { describeError } from './error-log'
import type { EmailIds } from './enquiry-check'
import { formRoutes } from './form-routes'
import { refuseForeignHost, siteHosts, type Host } from './host-guard'
import { ApiError, answer, fail } from './http'
import { formatNumber, languageHeaders, localeOf } from './locale'
import { outboxRoutes } from './outbox-routes'
import { databaseStore } from './rate-limit-store'

export type AppOptions = {
  db: Db
  /** Origins (scheme://host:port) whose pages may call the API from another origin. */
  allowedOrigins: readonly string[]
  /** POST requests per client address per window, counted in the database (shared by processes). */
  rateLimit: { windowMs: number; limit: number }
  /** Proxies whose X-Forwarded-For names the visitor (TRUST_PROXY); by default none. */
  trustProxy?: ProxyTrust
  /** The built site to serve, if any (production mode). */
  distDir?: string
  outboxReadToken?: string
  /** The hosts a write's Host may name (server/host-guard.ts); by default this machine's names. */
  hosts?: readonly Host[]
  /** The e-mail ids the outbox takes (server/enquiry-check.ts); by default the site's defaults. */
  emailIds?: EmailIds
  /** Who is asking; by default from the socket and X-Forwarded-For as trustProxy allows. */
  clientAddress?: (c: Context) => string
  /** How long the readiness check waits for the database before it answers 503; 2 s. */
  readyTimeoutMs?: number
  /**
   * Counting reads of blog posts (server/blog/reads.ts): the secret their daily salt is derived
   * from (READS_SECRET; by default one kept in the database), how many reads one visitor may have
   * counted a minute per process (60), and the clock (tests move it).
   */
  reads?: { secret?: string; perMinute?: number; now?: () => number }
}

/** The largest bodies the service reads: JSON anywhere, form data at `formDataPath`. */
export const jsonLimit = 16 * 1024
export const formLimit = 64 * 1024
const formDataPath = '/api/v1.0/email/send-form'

export function createApp(options: AppOptions) {
  const app = new Hono()
  const trust = options.trustProxy ?? trustNoProxy
  const clientAddress =
    options.clientAddress ??
    ((c: Context) => clientAddressOf(socketPeer(c), c.req.header('x-forwarded-for'), trust))
  // One visitor for every limit and read count: an IPv4 address, or an IPv6 client's /64.
  const visitor = (c: Context) => visitorKey(clientAddress(c))
  const allowed = new Set(options.allowedOrigins)

  // Outside everything that can answer early: a body left unread closes the connection.
  app.use('*', closeAfterUnreadBody(formLimit))
  // The headers of schemas/security-headers.ts, by the names secureHeaders gives its options
  // ('X-DNS-Prefetch-Control' is xDnsPrefetchControl); each page's policy is set below.
  app.use('*', secureHeaders(secureHeadersOptions))
  // Every answer that is not a page may run and load nothing; pages get their own policy below.
  app.use('*', async (c, next) => {
    await next()
    const html = (c.res.headers.get('content-type') ?? '').includes('text/html')
    if (!html && !c.res.headers.has('content-security-policy'))
      c.res.headers.set('Content-Security-Policy', apiContentSecurityPolicy)
  })
  // Before any route: an address with a malformed escape or a control character is a 400.
  app.use('*', refuseBadAddresses)
  // A write that names another site's host is refused before anything counts or reads it.
  app.use('*', refuseForeignHost(options.hosts ?? siteHosts(undefined)))
  // API answers and the HTML fallback; built files arrive precompressed (scripts/precompress.mjs).
  app.use('*', compress())

  app.use(
    '/api/*',
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    }),
  )

  // CORS stops a foreign page from reading our answers, not from sending a form: refuse writes
  // that come from a page of another, unlisted origin.
  app.use('/api/*', async (c, next) => {
    const origin = c.req.header('origin')
    if (
      c.req.method === 'POST' &&
      origin &&
      !allowed.has(origin) &&
      origin !== new URL(c.req.url).origin
    ) {
      throw fail(403, (locale) => m.api_origin_refused({}, { locale }))
    }
    await next()
  })

  app.use(
    '/api/*',
    rateLimiter({
      windowMs: options.rateLimit.windowMs,
      limit: options.rateLimit.limit,
      standardHeaders: 'draft-7',
      keyGenerator: visitor,
      store: databaseStore(options.db),
      // CSP reports count on their own (csp-report-routes.ts), not against sending forms.
      skip: (c) => c.req.method !== 'POST' || c.req.path === '/api/csp-report',
      handler: (c) => answer(c, 429, (locale) => m.api_rate_limited({}, { locale })),
    }),
  )

  const tooLarge = (limit: number) => (c: Context) =>
    answer(c, 413, (locale) =>
      m.api_body_too_large({ limit: formatNumber(limit / 1024, locale) }, { locale }),
    )
  // Form data (the EmailJS-compatible send-form) may be up to 64 kB, every JSON body up to 16 kB:
  // one limit per route, as docs/product.md says. Hono runs every matching middleware, so the
  // JSON limit steps aside for the form route rather than refusing it first.
  const formBodyLimit = bodyLimit({ maxSize: formLimit, onError: tooLarge(formLimit) })
  const jsonBodyLimit = bodyLimit({ maxSize: jsonLimit, onError: tooLarge(jsonLimit) })
  app.post('/api/*', (c, next) =>
    c.req.path === formDataPath ? formBodyLimit(c, next) : jsonBodyLimit(c, next),
  )

  // Live: the process answers (a load balancer or orchestrator restarts it if not). Ready: it can
  // also reach the database, so it should be sent traffic. /api/health is the readiness check.
  app.get('/api/health/live', (c) => {
    c.header('cache-control', 'no-store')
    return c.json({ status: 'ok' })
  })
  const readyTimeoutMs = options.readyTimeoutMs ?? 2000
  const ready = async (c: Context) => {
    c.header('cache-control', 'no-store')
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        options.db.query('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer in ${readyTimeoutMs} ms`)),
            readyTimeoutMs,
          )
        }),
      ])
      return c.json({ status: 'ok', database: options.db.kind })
    } catch (error) {
      console.error(
        `Not ready: the database is not reachable: ${describeError(error).split('\n')[0]}`,
      )
      const locale = localeOf(c)
      return c.json(
        {
          status: 'unavailable',
          database: options.db.kind,
          message: m.api_database_unreachable({}, { locale }),
        },
        503,
        languageHeaders(c),
      )
    } finally {
      clearTimeout(timer)
    }
  }
  app.get('/api/health/ready', ready)
  app.get('/api/health', ready)
  app.route('/api/blog', blogRoutes(options.db, { perMinute: 60, ...options.reads, visitor }))
  app.route('/api', cspReportRoutes(options.db, { visitor, perMinute: 60 }))
  app.route('/api', formRoutes(options.db))
  const { outboxReadToken: readToken, emailIds } = options
  app.route('/api', outboxRoutes(options.db, { ...(readToken ? { readToken } : {}), emailIds }))
  app.all('/api/*', (c) =>
    answer(c, 404, (locale) =>
      m.api_no_such_endpoint({ method: c.req.method, path: c.req.path }, { locale }),
    ),
  )

  if (options.distDir) serveSite(app, options.distDir, options.db)

  app.onError((error, c) => {
    // Worded in the request's language only now: the body may have named it after the check.
    if (error instanceof ApiError) {
      return answer(c, error.status, error.text, {
        ...(error.errors ? { errors: error.errors } : {}),
        headers: error.headers,
      })
    }
    if (error instanceof HTTPException) return error.getResponse()
    // The database is down, restarting or too slow: say so and when to retry, not "our fault".
    if (isDatabaseUnavailable(error)) {
      reportDatabaseUnavailable(error)
      return answer(c, 503, (locale) => m.api_unavailable({}, { locale }), {
        headers: { 'Retry-After': '60' },
      })
    }
    // Never the error object itself: it can carry what the visitor sent (server/error-log.ts).
    console.error(`${c.req.method} ${c.req.path} failed: ${describeError(error)}`)
    return answer(c, 500, (locale) => m.api_server_error({}, { locale }))
  })

  return app
}

/** The prerendered page for a path, if the build wrote one (scripts/prerender.ts). */
const pages = new Map<string, string | null>()
function prerendered(distDir: string, path: string): string | null {
  const clean = path.replace(/\/+$/, '')
  if (!clean || clean.includes('..') || clean.includes('\\')) return null
  if (!pages.has(clean)) {
    const file = join(distDir, clean, 'index.html')
    // Remember misses too, but only for the known set of paths: unknown ones are not cached.
    const html = existsSync(file) ? readFileSync(file, 'utf8') : null
    if (html || pages.size < 500) pages.set(clean, html)
    return html
  }
  return pages.get(clean) ?? null
}

/**
 * The built site: hashed assets cached for a year, HTML never cached, other static files for an
 * hour. Every page is prerendered; a post or category the build did not know (written since) gets
 * the app's shell, which renders it; any other address gets the not-found page with a 404, as does
 * a missing file.
 */
function serveSite(app: Hono, distDir: string, db: Db) {
  const indexPath = join(distDir, 'index.html')
  if (!existsSync(indexPath)) throw new Error(`No built site at ${distDir}: run \`npm run build\``)
  // Each language's build has its own shell and not-found page: dist/es/shell.html for /es/...
  // (docs/i18n.md). Prerendered pages live at <path>/index.html; anything else gets the shell.
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null)
  const byLanguage = Object.fromEntries(
    locales.map((locale) => {
      const dir = join(distDir, localeInfo[locale].prefix)
      const index = join(dir, 'index.html')
      return [
        locale,
        {
          key: localeInfo[locale].prefix.slice(1),
          shell: read(join(dir, 'shell.html')) ?? read(index) ?? readFileSync(indexPath, 'utf8'),
          notFound: read(join(dir, '404.html')),
        },
      ]
    }),
  ) as Record<Locale, { key: string; shell: string; notFound: string | null }>
  // Each page's Content-Security-Policy, with the hashes of its own inline scripts and styles.
  const policies: Policies = readPolicies(distDir)
  // A blog address the build did not prerender: 200 if the post or category exists (written
  // since), 404 if not; either way the app renders it ('Blog not found' for a missing post).
  const blogStatus = async (path: string): Promise<200 | 404 | null> => {
    const post = /^\/blogs\/([^/]{1,200})$/.exec(path)?.[1]
    const category = /^\/blogs\/category\/([^/]{1,200})$/.exec(path)?.[1]
    if (!post && !category) return null
    const rows = post
      ? await db.query('select 1 from blog_posts where slug = $1', [decodeURIComponent(post)])
      : await db.query('select 1 from blog_categories where slug = $1', [
          decodeURIComponent(category ?? ''),
        ])
    return rows.length > 0 ? 200 : 404
  }

  // One address per page: another case, a trailing slash or repeated slashes get a permanent
  // redirect to the canonical path (the query kept), before the browser runs any script.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const { pathname, search } = new URL(c.req.url)
    if (pathname.startsWith('/api/') || isAsset(pathname)) return next()
    const canonical = canonicalPath(pathname)
    if (canonical === pathname) return next()
    return c.redirect(canonical + search, 301)
  })

  // A page carries a validator: the service worker keeping the page just read asks again and
  // is answered 304 from the browser's cache, not the whole page twice (docs/offline.md). Outside
  // the cache headers below, so that the 304 keeps what the 200 would carry, the page's own
  // policy included: a browser stores a 304's headers over those of the copy it keeps, and a 304
  // without it, given the policy of answers that are not pages, left a revisited or kept page
  // unable to run its scripts or show its styles.
  const pageValidator = etag({
    retainedHeaders: [
      'cache-control',
      'content-location',
      'date',
      'etag',
      'expires',
      'vary',
      'content-security-policy',
    ],
  })
  app.use('*', (c, next) =>
    c.req.path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(c.req.path)
      ? next()
      : pageValidator(c, next),
  )
  // Cache headers by kind of file, set on the way out (serveStatic builds its response first).
  app.use('*', async (c, next) => {
    await next()
    const html = (c.res.headers.get('content-type') ?? '').includes('text/html')
    if (html && !c.res.headers.has('content-security-policy'))
      c.res.headers.set('Content-Security-Policy', policies.forFile(c.req.path))
    if (c.res.status !== 200) return
    // A service worker's script: always asked again (a deploy is seen at the next check), and
    // bound by its own policy.
    if (isWorkerScript(c.req.path)) {
      c.res.headers.set('Cache-Control', 'no-cache')
      c.res.headers.set('Content-Security-Policy', workerContentSecurityPolicy)
      return
    }
    c.res.headers.set(
      'Cache-Control',
      isAsset(c.req.path)
        ? 'public, max-age=31536000, immutable'
        : html
          ? 'no-cache'
          : 'public, max-age=3600',
    )
  })
  app.use('*', async (c, next) => (isBuildFile(c.req.path) ? c.text('Not found', 404) : next()))
  app.use('*', serveStatic({ root: distDir, precompressed: true }))
  app.get('*', async (c, next) => (isAsset(c.req.path) ? c.text('Not found', 404) : next()))
  app.get('*', async (c) => {
    // A path that names a file (has an extension) and was not found above is missing.
    if (/\.[a-z0-9]{1,8}$/i.test(c.req.path)) return c.text('Not found', 404)
    const page = prerendered(distDir, c.req.path)
    const policy = (key: string) => ({ 'Content-Security-Policy': policies.forPage(key) })
    if (page) return c.html(page, 200, policy(c.req.path.replace(/\/+$/, '') || '/'))
    const language = byLanguage[splitLocale(c.req.path).locale]
    const file = (name: string) => (language.key ? `${language.key}/${name}` : name)
    const blog = await blogStatus(c.req.path)
    if (blog) return c.html(language.shell, blog, policy(file('shell.html')))
    return language.notFound
      ? c.html(language.notFound, 404, policy(file('404.html')))
      : c.html(language.shell, 200, policy(file('shell.html')))
  })
}

/**
 * The address the connection came from; undefined when the request did not come through a
 * socket (`app.request` in a test or a script), which then counts as the visitor 'unknown'.
 */
function socketPeer(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/**
 * Files the build writes for the service and its tools, never for a visitor, which therefore
 * answer 404 as a missing file does: Vite's manifest (`.vite/manifest.json`, which lists source
 * paths) and anything else in a folder whose name starts with a dot, but `.well-known`; the pages'
 * policies the service reads at start (`csp.json`); and the templates it answers other addresses
 * with (`shell.html`, `404.html`), each in every language and compressed form. The service reads
 * them from disk; tests/server/static-site.test.ts asks for each.
 */
export const isBuildFile = (path: string) =>
  /\/\.(?!well-known\/)/.test(path) ||
  /\/(?:csp\.json|shell\.html|404\.html)(?:\.br|\.gz)?$/i.test(path)

/** A language's service worker script: /sw.js, /es/sw.js (src/offline/worker.ts). */
const workerScript = underAnyLanguage('sw\\.js$')
const isWorkerScript = (path: string) => workerScript.test(path)

/** A hashed build file of any language: /assets/x.js, /es/assets/x.js. */
const assetFile = underAnyLanguage('assets/')
const isAsset = (path: string) => assetFile.test(path)

const secureHeadersOptions = Object.fromEntries(
  Object.entries(securityHeaders).map(([name, value]) => [
    name.toLowerCase().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
    value,
  ]),
)
