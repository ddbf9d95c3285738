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
  // HTML only (no SVG or MathML), and no inline styles: a post needs neither.
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] })
}
