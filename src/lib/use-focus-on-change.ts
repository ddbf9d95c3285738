import { useEffect, useRef, type RefObject } from 'react'

/**
 * Moves focus to `target` whenever `key` changes after the first render: for a step that replaces
 * the control a keyboard user just pressed ('Grab This Offer', 'Back to the offer'), so focus
 * lands on the new step instead of falling to `<body>`. Never on mount, so a page or dialog that
 * opens keeps its own focus rules.
 */
export function useFocusOnChange(key: unknown, target: RefObject<HTMLElement | null>) {
  const previous = useRef(key)
  useEffect(() => {
    if (Object.is(previous.current, key)) return
    previous.current = key
    target.current?.focus()
  }, [key, target])
}
