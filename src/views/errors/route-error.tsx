import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { lazyPart } from '../../components/on-use/lazy-part'
import { NeedsConnection } from '../../components/on-use/needs-connection'
import { isUnreachableCode } from '../../lib/reach-code'
import { m } from '../../paraglide/messages'
import styles from './errors.module.css'

// The full error screen, in a chunk of its own: few visits end on it.
const ErrorView = lazyPart(() => import('./error-view').then((module) => module.ErrorView))

/**
 * The site's screen for a page that could not be shown, never the router's own: in the page's
 * language, in the page's place (the header, the footer and the About section's form, with what
 * was typed, stay), with Try again. A page whose code could not be reached says that it needs a
 * connection and opens by itself once the browser is back online; one replaced by a newer
 * deployment offers that version, keeping what was typed.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    const retry = () => void router.invalidate()
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [router])
  const retry = () => {
    // The full screen's code too, if that is what could not be reached.
    ErrorView.code.retry()
    void router.invalidate()
  }
  if (isUnreachableCode(error)) {
    return (
      <PageUnavailable>
        <NeedsConnection gone={error.gone} onRetry={retry} />
      </PageUnavailable>
    )
  }
  return (
    <ErrorView
      error={error}
      onRetry={retry}
      unavailable={() => (
        <PageUnavailable>
          <NeedsConnection gone={false} onRetry={retry} />
        </PageUnavailable>
      )}
    />
  )
}

/** A page that could not be shown for its code: its heading, then the notice that says what to do. */
export function PageUnavailable({ children }: { children: ReactNode }) {
  return (
    <section className={styles.screen} aria-labelledby="page-title">
      <div className={styles.inner}>
        <h1 id="page-title">{m.error_page_unavailable_heading()}</h1>
        {children}
      </div>
    </section>
  )
}
