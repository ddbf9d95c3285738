import type { MiddlewareHandler } from 'hono'

// C0 control characters (NUL among them) and DEL: nobody types them into an address, and NUL is
// a byte PostgreSQL refuses in text, so a NUL that reached a query was a 500.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const control = /[\u0000-\u001f\u007f]/

export const addressMessages = {
  malformed: 'The address is not valid: it has a malformed percent-encoding',
  control: 'The address is not valid: it contains a control character',
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
export function addressProblem({ pathname, search }: URL): string | undefined {
  const path = decode(pathname)
  if (path === undefined) return addressMessages.malformed
  if (control.test(path)) return addressMessages.control
  // The site's pages do not read the query (the app in the browser does): a stray '%' in a
  // campaign link still gets its page. The API's queries reach the database.
  if (!isApi(pathname)) return undefined
  for (const part of search.slice(1).split(/[&=]/)) {
    const value = decode(part.replace(/\+/g, ' '))
    if (value === undefined) return addressMessages.malformed
    if (control.test(value)) return addressMessages.control
  }
  return undefined
}

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

/** Refuses such an address before routing: a JSON 400 on the API, a plain 400 on the site. */
export const refuseBadAddresses: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  const problem = addressProblem(url)
  if (problem) {
    return isApi(url.pathname) ? c.json({ message: problem }, 400) : c.text(problem, 400)
  }
  await next()
}
