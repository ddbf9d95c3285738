import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, kept live. Without a DOM (static rendering) it answers
 * `serverValue`, so code never touches `window` at module scope or during a server render.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  // Environments without matchMedia (old engines, jsdom) get the same answer as a server render.
  const supported = () => typeof window.matchMedia === 'function'
  return useSyncExternalStore(
    (onChange) => {
      if (!supported()) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => (supported() ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  )
}

/**
 * The visitor asked for less motion: no autoplay, no autoplaying video, instant changes. Asked
 * when something starts, never while rendering (the first render must equal the HTML). Where it
 * cannot be asked (no matchMedia), the answer is yes: nothing moves by itself.
 */
export const prefersReducedMotion = () =>
  typeof window === 'undefined' ||
  typeof window.matchMedia !== 'function' ||
  window.matchMedia('(prefers-reduced-motion: reduce)').matches
