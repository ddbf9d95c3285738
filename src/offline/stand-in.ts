// Without a connection, the service worker answers a page this device has not kept (/grant)
// with the offline page, at the address asked for. That page carries the router's state for
// /offline: read at /grant, the app would hydrate it as another page. So the page's own inline
// script (allowed by its hash, like every inline script: scripts/csp.ts) puts /offline in the
// address before the app wakes and notes the address asked for; once the page has woken, the
// view puts that address back, so that reloading it online opens the page asked for. Nothing of
// this reaches any other page's code.

/** The attribute of <html> that holds the address the offline page stands in for. */
export const shownAtAttribute = 'data-shown-at'

/** The inline script of the offline page whose address is `offlinePath` ('/ar/offline'). */
export function standInScript(offlinePath: string): string {
  const path = JSON.stringify(offlinePath).replace(/</g, '\\u003c')
  return (
    `(function(){var p=${path},l=location;if(l.pathname===p)return;` +
    `document.documentElement.setAttribute('${shownAtAttribute}',l.pathname+l.search+l.hash);` +
    `history.replaceState(history.state,'',p)})()`
  )
}

/** After the app has woken: the address asked for back in the address bar, or null if none. */
export function restoreShownAt(): string | null {
  const shownAt = document.documentElement.getAttribute(shownAtAttribute)
  if (!shownAt || !shownAt.startsWith('/')) return null
  // The router listens to window.history.replaceState (it wraps it) and would take the change
  // for a navigation to that page: the prototype's own method changes the address bar alone.
  History.prototype.replaceState.call(window.history, window.history.state, '', shownAt)
  return shownAt
}
