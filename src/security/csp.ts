/**
 * The Content-Security-Policy of the site's pages: nothing runs or loads unless this
 * policy names it. Inline scripts and styles are allowed one by one, by the SHA-256 hash of their
 * text, computed at build time from each prerendered page (scripts/csp.ts); the third parties
 * come from the same configuration the app reads (src/config.ts), so an origin is never written
 * down twice. No 'unsafe-inline' and no 'unsafe-eval', for scripts or styles.
 */
export type ThirdParties = {
  /** The blog and forms service, when it is not this origin (VITE_API_BASE_URL). */
  api: string
  /** The e-mail API (VITE_EMAILJS_ORIGIN); empty means this origin's outbox. */
  email: string
  /** The visitor's country, for the currency (VITE_GEOLOCATION_URL). */
  geolocation: string
  /** The scheduling widget's script and styles (VITE_SCHEDULING_WIDGET_URL). */
  schedulingWidget: string
  /** The scheduling page the widget frames (VITE_SCHEDULING_PAGE_URL). */
  schedulingPage: string
}

export type PageHashes = {
  /** Inline <script> elements that run (not JSON-LD). */
  scripts: readonly string[]
  /** Inline <style> elements. */
  styles: readonly string[]
  /** style="" attributes, allowed by hash with 'unsafe-hashes'. */
  styleAttributes: readonly string[]
}

/** Where browsers send what the policy blocked (server/csp-report-routes.ts). */
export const cspReportPath = '/api/csp-report'

/** The origin of an absolute http(s) URL, or null for an empty or relative one. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const quoted = (hash: string) => `'sha256-${hash}'`
const unique = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((v): v is string => !!v)),
]

export function contentSecurityPolicy(parties: ThirdParties, hashes: PageHashes): string {
  const api = originOf(parties.api)
  const widget = originOf(parties.schedulingWidget)
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...unique([widget]), ...unique(hashes.scripts).map(quoted)]],
    [
      'style-src',
      [
        "'self'",
        ...unique([widget]),
        ...unique(hashes.styles).map(quoted),
        ...(hashes.styleAttributes.length
          ? ["'unsafe-hashes'", ...unique(hashes.styleAttributes).map(quoted)]
          : []),
      ],
    ],
    ['img-src', ["'self'", 'data:', ...unique([api])]],
    ['font-src', ["'self'"]],
    ['media-src', ["'self'"]],
    [
      'connect-src',
      ["'self'", ...unique([api, originOf(parties.email), originOf(parties.geolocation)])],
    ],
    ['frame-src', unique([originOf(parties.schedulingPage)])],
    ['manifest-src', ["'self'"]],
    // The service worker (src/sw): same origin only.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['report-uri', [cspReportPath]],
  ]
  return directives
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
