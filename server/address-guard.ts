import type { MiddlewareHandler } from 'hono'
import { splitLocale, type Locale } from '../content/locales'
import { m } from '../src/paraglide/messages.js'
import { answer } from './http'

// C0 control characters (NUL among them) and DEL: nobody types them into an address, and NUL is
// a byte PostgreSQL refuses in text, so a NUL that reached a query was a 500.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const control = /[\u0000-\u001f\u007f]/

export const addressMessages = {
  malformed: (locale: Locale) => m.api_address_malformed({}, { locale }),
  control: (locale: Locale) => m.api_address_control({}, { locale }),
} as const

/** Strict decoding: a malformed escape or invalid UTF-8 (overlong forms too) throws. */
function decode(part: string): string | undefined {
  try {
    return decodeURIComponent(part)
  } catch {
    return undefined
  }
}

/**
 * What is wrong with a request's address, if anything: its path, and on the API its query.
 * Hono decodes leniently (a bad escape is left as it is), so without this a malformed or NUL
 * escape became a route parameter and reached the database.
 */
export function addressProblem({
  pathname,
  search,
}: URL): keyof typeof addressMessages | undefined {
  const path = decode(pathname)
  if (path === undefined) return 'malformed'
  if (control.test(path)) return 'control'
  // The site's pages do not read the query (the app in the browser does): a stray '%' in a
  // campaign link still gets its page. The API's queries reach the database.
  if (!isApi(pathname)) return undefined
  for (const part of search.slice(1).split(/[&=]/)) {
    const value = decode(part.replace(/\+/g, ' '))
    if (value === undefined) return 'malformed'
    if (control.test(value)) return 'control'
  }
  return undefined
}

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

/**
 * Refuses such an address before routing: a JSON 400 on the API, in the request's language; a
 * plain 400 on the site, in the language of the page it names (/es/...).
 */
export const refuseBadAddresses: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  const problem = addressProblem(url)
  if (problem) {
    const text = addressMessages[problem]
    if (isApi(url.pathname)) return answer(c, 400, text)
    const { locale } = splitLocale(url.pathname)
    return c.text(text(locale), 400, { 'Content-Language': locale })
  }
  await next()
}
