import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { m } from '../../paraglide/messages'
import { CloseIcon } from '../icons/icons'
import styles from './dialog.module.css'

type DialogProps = {
  title: string
  /** Hide the visible title (it still names the dialog). */
  hideTitle?: boolean
  closeLabel?: string
  onClose: () => void
  size?: 'default' | 'wide' | 'media'
  /** Fading out: still shown (and modal) until it is unmounted, but no longer clickable. */
  closing?: boolean
  className?: string
  children: ReactNode
}

/**
 * A modal dialog: the native <dialog> opened with showModal(), so the browser makes the page
 * behind it inert, traps focus and handles Escape. It closes on its close button, on Escape and on
 * a click on the backdrop, never on a click inside. Focus returns to whatever opened it, or, if
 * that has gone or cannot take focus, to the dialog below or the main content: never the body.
 * It is shown while mounted: the modal machine decides whether it is mounted, and marks it
 * `closing` for the length of its fade-out, so that focus goes back only once it has gone.
 */
export function Dialog({
  title,
  hideTitle,
  closeLabel = m.dialog_close(),
  onClose,
  size = 'default',
  closing = false,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const pressStartedOnBackdrop = useRef(false)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      returnFocus(opener)
    }
  }, [])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={[
        styles.dialog,
        size !== 'default' ? styles[size] : '',
        closing ? styles.closing : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      onCancel={(event) => {
        // Escape: let the machine close it, so state and screen never disagree.
        event.preventDefault()
        onClose()
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // The dialog element itself is only hit outside its content box, i.e. on the backdrop.
        // A press that started inside (selecting text) and ended outside does not count.
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose()
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <CloseIcon size={20} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  )
}

const tabbable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Gives focus back to the element that opened a dialog. If it has been removed, hidden or made
 * inert meanwhile (the focus() call then does nothing), focus goes to the first control of the
 * dialog still open below, or else to the main content, which takes focus (`tabIndex={-1}`).
 */
function returnFocus(opener: HTMLElement | null) {
  if (opener?.isConnected && opener !== document.body) {
    opener.focus({ preventScroll: true })
    if (document.activeElement === opener) return
  }
  const below = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1)
  const fallback =
    below?.querySelector<HTMLElement>(tabbable) ?? document.getElementById('main') ?? null
  fallback?.focus({ preventScroll: true })
}
