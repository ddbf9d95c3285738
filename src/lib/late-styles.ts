import { afterLoad } from './after-load'

type Navigations = {
  subscribe: (event: 'onBeforeNavigate', listener: () => void) => () => void
}

/**
 * The stylesheets a prerendered page names for later (scripts/prerender-page.ts: the faces it
 * does not preload), and their font files. The files are fetched into the browser's cache once
 * the app has woken and the browser is idle; the sheets are applied when the visitor moves to
 * another page inside the site, never on the page being read. A face arriving redraws every line
 * set in it, and however well its fallback is sized, a heading can take a line more or less and
 * move what is under it (a layout shift); moving with the visitor's own click, the new page is
 * drawn in the face from its start. Returns the function that cancels.
 */
export function addLateStylesheets(router: Navigations): () => void {
  let stopWatching = () => {}
  const cancel = afterLoad(() => {
    const boot = document.getElementById('boot')?.dataset
    const sheets = boot?.css?.split(' ').filter(Boolean) ?? []
    const fonts = boot?.fonts?.split(' ').filter(Boolean) ?? []
    if (!sheets.length) return
    // Into the cache now, as a font is asked for (anonymous CORS), so that the next page finds
    // them there; a failure (offline) only means the fallback stays.
    for (const href of [...fonts, ...sheets]) {
      void fetch(href, { mode: 'cors', credentials: 'same-origin', priority: 'low' }).catch(
        () => undefined,
      )
    }
    stopWatching = router.subscribe('onBeforeNavigate', () => {
      stopWatching()
      applyStylesheets(sheets)
    })
  })
  return () => {
    cancel()
    stopWatching()
  }
}

function applyStylesheets(hrefs: readonly string[]) {
  for (const href of hrefs) {
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.crossOrigin = ''
    document.head.append(link)
  }
}
