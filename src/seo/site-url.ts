// The site's public origin, SITE_URL at build time (see .env.example). Canonical URLs, Open Graph
// images, the sitemap and the feed are built from it. Read by the browser bundle and the prerender
// (Vite puts SITE_URL into import.meta.env: vite.config.ts envPrefix) and by the build scripts
// under Node (process.env). No window here: this module also runs in Node.

export const defaultSiteUrl = 'https://stemverse.example'

/** An http(s) origin: scheme and host (and port), no path, query, user or trailing slash. */
const origin = /^https?:\/\/[^/?#\s@]+$/i

/**
 * Checks a SITE_URL value; unset or empty gives the default. A bad value throws a clear error.
 * (No validation library: this runs in every page's first script, where a few bytes count.)
 */
export function parseSiteUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return defaultSiteUrl
  const trimmed = value.trim()
  let valid = origin.test(trimmed)
  try {
    valid &&= new URL(trimmed).origin.toLowerCase() === trimmed.toLowerCase()
  } catch {
    valid = false
  }
  if (!valid) {
    throw new Error(
      `SITE_URL must be an http(s) origin without a trailing slash, like https://www.example.org; got "${value}". See .env.example.`,
    )
  }
  return trimmed
}

function configured(): string | undefined {
  // Vite replaces import.meta.env.SITE_URL at build time; under plain Node import.meta.env is unset.
  const fromVite = import.meta.env ? (import.meta.env.SITE_URL as string | undefined) : undefined
  return fromVite || globalThis.process?.env?.SITE_URL
}

/** The site's origin, e.g. https://www.example.org (no trailing slash). */
export const siteUrl: string = parseSiteUrl(configured())

/** The absolute URL of a site path: absoluteUrl('/blogs') → https://www.example.org/blogs. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`
}
