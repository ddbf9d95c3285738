import { config } from '../config'
import { loadScript } from './load-script'

/** What the scheduling service's script (Calendly's widget.js) puts on `window`. */
type SchedulingWidgetApi = {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void
}

declare global {
  interface Window {
    Calendly?: SchedulingWidgetApi
  }
}

/** The widget's script, added once per page (the loader keeps it); later calls resolve at once. */
export const loadSchedulingScript = () => loadScript(config.VITE_SCHEDULING_WIDGET_URL)

/**
 * Starts the inline scheduler in `parentElement` through the widget's own API, which works on
 * every call (the script's scan for widgets runs only once, when it loads). Returns what removes
 * it again. Throws when the script defined no widget, so the view can fall back to a link.
 */
export function startSchedulingWidget(parentElement: HTMLElement): () => void {
  const widget = window.Calendly
  if (!widget) throw new Error('The scheduling script did not define its widget')
  widget.initInlineWidget({ url: config.VITE_SCHEDULING_PAGE_URL, parentElement })
  return () => parentElement.replaceChildren()
}
