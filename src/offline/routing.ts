// The service worker's decisions, as plain functions of a request (docs/offline.md): which
// strategy answers it, under which key a page is kept, and what stands in when the network and
// the cache both fail. The worker (worker.ts) wires Workbox to these; tests call them directly.
import {
  languagePrefix,
  localizePath,
  splitLocale,
  underAnyLanguage,
  type Locale,
} from '../../content/locales'
import { searchIndexPath } from '../../content/paths'
import { offlinePath } from './names'

/** What the worker does with a request. */
export type Handling =
  /** A page: the network first (3 s), the kept copy after, the offline page last. */
  | 'page'
  /** A font: from the cache once fetched. */
  | 'font'
  /** A picture: the cached copy at once, refreshed in the background. */
  | 'image'
  /** A hashed build file the precache does not hold: from the cache once fetched. */
  | 'asset'
  /** The language's search index: the network first (3 s), the kept copy offline. */
  | 'search'
  /** Left to the browser, as if there were no worker: the API, videos, other origins. */
  | 'network'

export type RequestFacts = {
  url: URL
  method: string
  /** Request.mode: 'navigate' for a page. */
  mode: string
  /** Request.destination: 'image', 'font', 'video', 'document', '' for fetch(). */
  destination: string
}

export type WorkerFacts = { origin: string; locale: Locale }

const videoFile = /\.(?:mp4|webm|m4v|mov|ogv)$/i
const fontFile = /\.(?:woff2?|ttf|otf)$/i
const imageFile = /\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i
const hashedFile = underAnyLanguage('assets/')

/**
 * How the worker of one language handles a request. Each language's worker keeps to its own:
 * English's, whose scope is the whole site, leaves the other languages' folders alone (their own workers answer
 * them, or the network does). Videos are never cached: the browser asks for them in ranges and
 * they are large; their posters are pictures.
 */
export function handlingOf(request: RequestFacts, worker: WorkerFacts): Handling {
  const { url } = request
  if (request.method !== 'GET') return 'network'
  if (url.origin !== worker.origin) return 'network'
  if (url.pathname.startsWith('/api/')) return 'network'
  const language = languagePrefix.test(url.pathname) ? splitLocale(url.pathname).locale : null
  if (language && language !== worker.locale) return 'network'
  if (request.mode === 'navigate') {
    return splitLocale(url.pathname).locale === worker.locale ? 'page' : 'network'
  }
  if (request.destination === 'video' || request.destination === 'audio') return 'network'
  if (videoFile.test(url.pathname)) return 'network'
  if (request.destination === 'font' || fontFile.test(url.pathname)) return 'font'
  if (request.destination === 'image' || imageFile.test(url.pathname)) return 'image'
  if (hashedFile.test(url.pathname)) return 'asset'
  if (url.pathname === localizePath(searchIndexPath, worker.locale)) return 'search'
  return 'network'
}

/**
 * The key a page is kept under: its address without query or fragment, so /blogs?search=cells
 * and /blogs are one page (the page reads its query after it wakes).
 */
export function pageKey(url: string | URL): string {
  const parsed = new URL(url)
  return parsed.origin + parsed.pathname
}

/** Whether a page may be kept: an ordinary page of the worker's own language. */
export function isKeepablePage(url: URL, worker: WorkerFacts): boolean {
  return (
    handlingOf({ url, method: 'GET', mode: 'navigate', destination: 'document' }, worker) ===
      'page' && url.pathname !== offlinePath(worker.locale)
  )
}

/**
 * How a file a kept page fetched from the build is kept with it: a hashed script or style sheet
 * of the worker's language as an asset, a font as a font, a picture as a picture; anything else
 * (another language's file, another origin, a page) is not kept this way.
 */
export function keptAssetHandling(
  url: URL,
  worker: WorkerFacts,
): 'asset' | 'font' | 'image' | null {
  if (!hashedFile.test(url.pathname)) return null
  const handling = handlingOf({ url, method: 'GET', mode: 'cors', destination: '' }, worker)
  return handling === 'asset' || handling === 'font' || handling === 'image' ? handling : null
}

/**
 * What stands in when neither the network nor the cache has an answer: the offline page of the
 * worker's language for a page, nothing (a network error) for anything else.
 */
export function fallbackFor(handling: Handling, locale: Locale): string | null {
  return handling === 'page' ? offlinePath(locale) : null
}

/** The language a worker serves, from its scope: / is English, /es/ Spanish, and so on. */
export function workerLocale(scope: string): Locale {
  return splitLocale(new URL(scope).pathname).locale
}
