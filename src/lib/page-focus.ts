// Where focus goes when the visitor moves to another page inside the site
// (docs/decisions/007-announcing-changes.md). A page load in the browser puts the reading position
// at the top of the new document; a page swapped in by the router would leave focus on the link
// that was followed (or on <body>, once that link is gone), and a screen reader would say nothing.
// Focus goes to the new page's heading instead: its name is read, and Tab continues from there.

const headings = 'h1, h2, h3, h4, h5, h6'
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]'

/**
 * The element a new page starts at: the anchor the address names (its heading if it has one), or
 * else the page's `h1`, or else the main content itself. `hash` is the router's: decoded, no '#'.
 */
export function pageStart(main: HTMLElement, hash: string): HTMLElement {
  if (hash) {
    const anchor = document.getElementById(hash)
    if (anchor) {
      if (anchor.matches(focusable)) return anchor
      return anchor.querySelector<HTMLElement>(headings) ?? anchor
    }
  }
  return main.querySelector<HTMLElement>('h1') ?? main
}

/**
 * Moves focus to the start of the page just shown. A heading becomes focusable from script only
 * (`tabindex="-1"`), so Tab never stops on it; the prerendered HTML is unchanged. The scroll
 * position stays the router's (the top of a new page, the anchor, or where the visitor was on
 * Back).
 */
export function focusNewPage(main: HTMLElement, hash: string) {
  const start = pageStart(main, hash)
  if (!start.matches(focusable)) start.setAttribute('tabindex', '-1')
  start.focus({ preventScroll: true })
}
