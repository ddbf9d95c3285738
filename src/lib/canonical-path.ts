import { paths } from '../../content/navigation'
import { syllabusPaths } from '../../content/syllabus-paths'
import { worlds } from '../../content/worlds'

/** Every route's one spelling. TanStack Router matches paths without regard to case. */
const canonicalStatic = [
  ...Object.values(paths),
  ...worlds.map((world) => world.path),
  ...Object.values(syllabusPaths),
]
const byLowerCase = new Map(canonicalStatic.map((path) => [path.toLowerCase(), path]))
const dynamicPrefixes = ['/blogs/category/', '/blogs/']

/**
 * The canonical spelling of a path: /Svs → /svs, /MathVerse → /mathVerse, /countryList →
 * /CountryList, /BLOGS/some-post → /blogs/some-post. A trailing slash is dropped. Unknown paths
 * are returned unchanged, so that they reach the not-found screen.
 */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
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
