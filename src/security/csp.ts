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

/** What the browser may reach an outside origin for, and under which of the policy's directives. */
const directivesOf = {
  api: ['img-src', 'connect-src'],
  email: ['connect-src'],
  geolocation: ['connect-src'],
  schedulingWidget: ['script-src', 'style-src'],
  schedulingPage: ['frame-src'],
} as const satisfies Record<keyof ThirdParties, readonly string[]>

export type OutsideOrigin = {
  /** Which configured party it is (its words are in the trust center's content). */
  use: keyof ThirdParties
  origin: string
  /** The directives of the policy that allow it. */
  directives: readonly string[]
}

/**
 * Every outside origin the pages' policy allows, with what for: the one list that both the policy
 * below and the trust center (/trust, src/trust) read. A party on this origin (empty, or a
 * relative address) is not outside and is left out.
 */
export function outsideOrigins(parties: ThirdParties): OutsideOrigin[] {
  return (Object.keys(directivesOf) as (keyof ThirdParties)[]).flatMap((use) => {
    const origin = originOf(parties[use])
    return origin ? [{ use, origin, directives: directivesOf[use] }] : []
  })
}

export function contentSecurityPolicy(parties: ThirdParties, hashes: PageHashes): string {
  const outside = outsideOrigins(parties)
  const allowedBy = (directive: string) =>
    unique(outside.filter((o) => o.directives.includes(directive)).map((o) => o.origin))
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...allowedBy('script-src'), ...unique(hashes.scripts).map(quoted)]],
    [
      'style-src',
      [
        "'self'",
        ...allowedBy('style-src'),
        ...unique(hashes.styles).map(quoted),
        ...(hashes.styleAttributes.length
          ? ["'unsafe-hashes'", ...unique(hashes.styleAttributes).map(quoted)]
          : []),
      ],
    ],
    ['img-src', ["'self'", 'data:', ...allowedBy('img-src')]],
    ['font-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['connect-src', ["'self'", ...allowedBy('connect-src')]],
    ['frame-src', allowedBy('frame-src')],
    ['manifest-src', ["'self'"]],
    // The service worker (src/offline): same origin only.
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
