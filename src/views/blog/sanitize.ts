import createDOMPurify, { type WindowLike } from 'dompurify'

// DOMPurify needs a DOM: the browser's, or (prerendering, without one) a window given to it.
let purifier = createDOMPurify(typeof window === 'undefined' ? undefined : window)

/** Prerendering: sanitise with this window's DOM (jsdom's). */
export function setSanitizerWindow(window: WindowLike) {
  purifier = createDOMPurify(window)
}

/** Post HTML comes from the blog service: sanitised before it is rendered, always. */
export function sanitizePostHtml(html: string) {
  if (!purifier.isSupported) throw new Error('No DOM to sanitise post HTML with')
  // HTML only (no SVG or MathML), and no styles, inline or in <style>: a post needs neither. A
  // style applies to the whole page (an overlay, or a background that loads from anywhere), and
  // the build's Content-Security-Policy allows every inline style a prerendered page carries, by
  // hash (scripts/page-hashes.ts): only the sanitiser keeps a post's out.
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style'],
    FORBID_ATTR: ['style'],
  })
}
