import { languagePrefix } from '../../content/locales'

/**
 * Where a click on a link goes inside the app, or null when it is the browser's to follow: a
 * modifier key or another button, a link to another window, a download, another language (each
 * is its own build), another site, the API or a file, or another place on the same page. A link
 * to the page itself goes to it again (from the top), as it would with the router's links.
 */
export function inAppPath(event: MouseEvent, basepath: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement)) return null
  if (link.hasAttribute('download') || link.hasAttribute('hreflang')) return null
  if (link.target && link.target !== '_self') return null
  const url = new URL(link.href)
  if (url.origin !== window.location.origin) return null
  const inLanguage = basepath
    ? url.pathname === basepath || url.pathname.startsWith(`${basepath}/`)
    : !languagePrefix.test(url.pathname)
  if (!inLanguage || url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) {
    return null
  }
  // Only the hash changes: the browser scrolls to it, as it does for any in-page link.
  const samePage =
    url.pathname === window.location.pathname && url.search === window.location.search
  if (samePage && url.hash) return null
  return url.pathname + url.search + url.hash
}
