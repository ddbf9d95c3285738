import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { buttonClass } from '../../components/button/button'
import styles from './errors.module.css'

export const errorHeading = 'Unexpected Application Error!'

/** The router's error screen (spec 8): the heading, then the status or the message. */
export function ErrorView({ error }: ErrorComponentProps) {
  const detail = describe(error)
  return (
    <section className={styles.screen} aria-labelledby="page-title" role="alert">
      <div className={styles.inner}>
        <h1 id="page-title">{errorHeading}</h1>
        <p className={styles.detail}>{detail}</p>
        <Link to="/" className={buttonClass('primary')}>
          Back to Home
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
