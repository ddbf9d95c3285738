import { baseLocale, localizePath, splitLocale } from '../content/locales'
import { paths } from '../content/paths'
import { syllabusPaths } from '../content/syllabus-paths'
import { worldFacts } from '../content/world-facts'

// Shared by the site's router and the service, so that both agree on every address's one spelling.

/** Every route's one spelling. TanStack Router matches paths without regard to case. */
const canonicalStatic = [
  ...Object.values(paths),
  ...worldFacts.map((world) => world.path),
  ...Object.values(syllabusPaths),
]
const byLowerCase = new Map(canonicalStatic.map((path) => [path.toLowerCase(), path]))
const dynamicPrefixes = ['/blogs/category/', '/blogs/']

/**
 * The canonical spelling of a path: /Svs → /svs, /MathVerse → /mathVerse, /countryList →
 * /CountryList, /BLOGS/some-post → /blogs/some-post. A trailing slash is dropped and repeated
 * slashes collapse. Unknown paths
 * are returned unchanged, so that they reach the not-found screen.
 */
export function canonicalPath(pathname: string): string {
  // A language's prefix is spelt in lower case and the rest of the path is canonical in itself:
  // /ES/Svs → /es/svs, /es → /es/ (a language's home keeps its slash; docs/i18n.md).
  const { locale, path } = splitLocale(pathname.replace(/\/{2,}/g, '/'))
  if (locale !== baseLocale) {
    const rest = canonicalPath(path)
    return localizePath(rest === '' ? '/' : rest, locale)
  }
  // Repeated slashes collapse, so that no canonical path can start with '//' (another host).
  const collapsed = pathname.replace(/\/{2,}/g, '/')
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed
  const lower = trimmed.toLowerCase()
  const known = byLowerCase.get(lower)
  if (known) return known
  for (const prefix of dynamicPrefixes) {
    if (lower.startsWith(prefix) && trimmed.length > prefix.length) {
      return prefix + trimmed.slice(prefix.length)
    }
  }
  return trimmed
}

/**
 * Where the router must send a visitor, or null to stay. A path that differs from its canonical
 * spelling only by a trailing slash is left alone: the router already treats `/svs/` and `/svs` as
 * one location, so redirecting between them would reload the same location for ever (the tab froze
 * on every trailing-slash address). main.tsx fixes the address bar once before the router starts,
 * and the service answers such addresses with a 301.
 */
export function routerRedirect(pathname: string): string | null {
  const canonical = canonicalPath(pathname)
  const withoutSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (canonical === withoutSlash.replace(/\/{2,}/g, '/')) return null
  return canonical
}
