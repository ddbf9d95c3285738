import type { ReactNode } from 'react'
import { reloadKeepingWhatWasTyped } from '../../lib/keep-across-reload'
import { m } from '../../paraglide/messages'
import { Button } from '../button/button'
import styles from './needs-connection.module.css'

/**
 * What a part of the page says where it stands when its code could not be loaded: that it needs
 * a connection (it loads again by itself once the browser is back online, or on Try again), or,
 * when a newer version of the site replaced it, the offer of that version, which keeps what the
 * visitor typed across the reload (docs/offline-queue.md).
 */
export function NeedsConnection({
  gone,
  onRetry,
  children,
}: {
  gone: boolean
  onRetry: () => void
  /** More actions beside its own (the shell's notice: Later). */
  children?: ReactNode
}) {
  return (
    <div className={styles.notice} role="status" data-code-unavailable={gone ? 'gone' : ''}>
      <p>
        {gone ? `${m.update_available()} ${m.update_keeps_typed()}` : m.code_needs_connection()}
      </p>
      <Button small variant="secondary" onClick={gone ? reloadKeepingWhatWasTyped : onRetry}>
        {gone ? m.update_reload() : m.code_try_again()}
      </Button>
      {children}
    </div>
  )
}
