import { afterLoad } from './after-load'

/**
 * Adds the stylesheets a prerendered page names for later (scripts/prerender-page.ts: the faces
 * it does not preload), once the app has woken and the browser is idle: a face arriving restyles
 * the page, which must not happen in the middle of its waking. Returns the function that cancels.
 */
export function addLateStylesheets(): () => void {
  return afterLoad(() => {
    const hrefs = document.getElementById('boot')?.dataset.css?.split(' ').filter(Boolean) ?? []
    for (const href of hrefs) {
      if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      link.crossOrigin = ''
      document.head.append(link)
    }
  })
}
