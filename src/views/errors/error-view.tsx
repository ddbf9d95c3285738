import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { buttonClass } from '../../components/button/button'
import { m } from '../../paraglide/messages'
import styles from './errors.module.css'

export const errorHeading = m.error_heading()

/** The router's error screen: the heading, then the status or the message. */
export function ErrorView({ error }: ErrorComponentProps) {
  const detail = describe(error)
  return (
    <section className={styles.screen} aria-labelledby="page-title" role="alert">
      <div className={styles.inner}>
        <h1 id="page-title">{errorHeading}</h1>
        <p className={styles.detail}>{detail}</p>
        <Link to="/" className={buttonClass('primary')}>
          {m.nav_back_home()}
        </Link>
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
