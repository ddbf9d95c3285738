import type { Context } from 'hono'
import { accepts } from 'hono/accepts'
import { formatters } from '../content/format'
import { baseLocale, isLocale, locales, type Locale } from '../content/locales'

/** A text the service answers with, worded in the language it is asked for. */
export type Text = (locale: Locale) => string

/** Where a request's language came from; the headers it was chosen by go into `Vary`. */
type Source = 'body' | 'query' | 'content-language' | 'accept-language' | 'default'

declare module 'hono' {
  interface ContextVariableMap {
    requestLocale: { locale: Locale; source: Source }
  }
}

/** The site's locale a language tag names: 'es', 'ES', 'es-PE' and 'es_419' are all 'es'. */
export function localeOfTag(tag: string | undefined): Locale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(primary) ? primary : undefined
}

/**
 * The best of our locales for an Accept-Language header (RFC 9110 §12.5.4): by quality, highest
 * first and in the header's order among equals; `q=0` means "not this one", and a region
 * ('es-PE') counts for its language. Hono parses the header (quoted and malformed parameters
 * included); `undefined` when nothing in it is ours.
 */
function bestOf(parsed: { type: string; q: number }[]): Locale | undefined {
  const refused = new Set(parsed.filter((item) => item.q === 0).map((item) => item.type.trim()))
  const wanted = parsed.filter((item) => item.q > 0).sort((a, b) => b.q - a.q)
  for (const { type } of wanted) {
    const locale = localeOfTag(type)
    if (locale && !refused.has(locale)) return locale
  }
  return undefined
}

function fromHeaders(c: Context): { locale: Locale; source: Source } {
  // The site's own client names its page's language (src/services); a list takes its first one.
  const content = c.req
    .header('content-language')
    ?.split(',')
    .map(localeOfTag)
    .find((locale) => locale !== undefined)
  if (content) return { locale: content, source: 'content-language' }
  let chosen: Locale | undefined
  accepts(c, {
    header: 'Accept-Language',
    supports: [...locales],
    default: baseLocale,
    match: (parsed) => (chosen = bestOf(parsed)) ?? baseLocale,
  })
  return chosen
    ? { locale: chosen, source: 'accept-language' }
    : { locale: baseLocale, source: 'default' }
}

/**
 * The language to answer this request in: the body's `locale` (once read, see `noteBodyLocale`),
 * else `?locale=`, else a Content-Language header, else the best of Accept-Language, else English.
 */
export function requestLocale(c: Context): { locale: Locale; source: Source } {
  const known = c.get('requestLocale')
  if (known) return known
  const query = localeOfTag(c.req.query('locale'))
  const chosen = query ? { locale: query, source: 'query' as const } : fromHeaders(c)
  c.set('requestLocale', chosen)
  return chosen
}

export const localeOf = (c: Context) => requestLocale(c).locale

/** A JSON body's own `locale` ('es'), when it names one of ours, outranks the address and headers. */
export function noteBodyLocale(c: Context, body: unknown) {
  const named =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).locale
      : undefined
  if (isLocale(named)) c.set('requestLocale', { locale: named, source: 'body' })
}

/**
 * The headers of an answer worded for this request: its language, and the request headers that
 * chose it, so that a cache keeps one answer per language (the query is part of the address, and
 * a body is never a cache key).
 */
export function languageHeaders(c: Context): Record<string, string> {
  const { locale, source } = requestLocale(c)
  const vary =
    source === 'content-language'
      ? 'Content-Language'
      : source === 'accept-language' || source === 'default'
        ? 'Accept-Language, Content-Language'
        : undefined
  return { 'Content-Language': locale, ...(vary ? { Vary: vary } : {}) }
}

/** A number in a locale's digits and separators (Arabic with Latin digits). */
export const formatNumber = (value: number, locale: Locale) => formatters(locale).number(value)
