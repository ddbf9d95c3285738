// Right to left (docs/i18n.md). The Arabic build has <html dir="rtl">; an English passage inside it
// may carry dir="ltr". Read from the element, not from the build's language, so that a widget
// follows the direction it is drawn in. Only in handlers and effects: never while rendering.

/** Whether `element` is laid out right to left: the nearest `dir` attribute says 'rtl'. */
export function isRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl'
}

/**
 * The arrow key as it reads in the element's direction: left to right it is the key itself; right
 * to left ArrowLeft moves forward and ArrowRight back, so they swap (WAI-ARIA APG: arrow keys follow
 * the visual order). Other keys pass through.
 */
export function logicalArrowKey(key: string, element: Element): string {
  if ((key !== 'ArrowLeft' && key !== 'ArrowRight') || !isRightToLeft(element)) return key
  return key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'
}
