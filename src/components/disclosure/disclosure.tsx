import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A disclosure that floats over the page (a <details> element): it closes on Escape (focus back on
 * its summary) and as soon as focus or a press goes elsewhere, so that, left open, it never covers
 * what a keyboard user has moved on to (WCAG 2.4.11). Open or closed is the element's own state.
 */
export function FloatingDisclosure({
  summary,
  summaryLabel,
  className,
  children,
}: {
  summary: ReactNode
  /** The summary's accessible name, when its visible text is short (it must contain it). */
  summaryLabel?: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])
  return (
    <details
      ref={ref}
      className={className}
      onKeyDown={(event) => {
        const details = event.currentTarget
        if (event.key !== 'Escape' || !details.open) return
        event.preventDefault()
        details.open = false
        details.querySelector('summary')?.focus()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          event.currentTarget.open = false
      }}
    >
      <summary aria-label={summaryLabel}>{summary}</summary>
      {children}
    </details>
  )
}
