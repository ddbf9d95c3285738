import { Link } from '@tanstack/react-router'
import { Button } from '../../components/button/button'
import { buttonClass } from '../../components/button/button'
import { m } from '../../paraglide/messages'
import styles from './errors.module.css'

export const errorHeading = m.error_heading()

/** The error screen (./route-error.tsx): the heading, the status or the message, Try again. */
export function ErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = describe(error)
  return (
    <section className={styles.screen} aria-labelledby="page-title" role="alert">
      <div className={styles.inner}>
        <h1 id="page-title">{errorHeading}</h1>
        <p className={styles.detail}>{detail}</p>
        <div className={styles.actions}>
          <Button onClick={onRetry}>{m.code_try_again()}</Button>
          <Link to="/" className={buttonClass('secondary')}>
            {m.nav_back_home()}
          </Link>
        </div>
      </div>
    </section>
  )
}

function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as {
      status?: number
      statusText?: string
      message?: string
    }
    if (typeof status === 'number') return [status, statusText].filter(Boolean).join(' ')
    if (message) return message
  }
  return String(error)
}
