import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { keptPagesMachine, type KeptPagesFound } from '../../machines/kept-pages.machine'
import type { OfflinePageContent } from '../../content/pages/offline'
import { localizePath } from '../../content/locales'
import { Button } from '../components/button/button'
import { locale } from '../i18n/locale'
import { clearKeptPages, readKeptPages } from './read-kept-pages'
import styles from './offline-page.module.css'
import { restoreShownAt, standInScript } from './stand-in'

/**
 * The page the service worker shows, without a connection, in place of one this device has not
 * kept: it says so and lists the pages that are kept. The list is read from the browser after
 * mount; the prerendered page says it is looking. Links are plain: each opens a whole page, which
 * the service worker answers from what it kept.
 */
export function OfflinePageView({ page }: { page: OfflinePageContent }) {
  const [logic] = useState(() =>
    keptPagesMachine.provide({
      actors: {
        read: fromPromise<KeptPagesFound>(readKeptPages),
        clear: fromPromise<void>(clearKeptPages),
      },
    }),
  )
  const [state, send] = useMachine(logic)
  const { pages, address } = state.context
  const path = localizePath(page.path, locale)
  // The address the visitor asked for, back in the address bar (./stand-in.ts).
  useEffect(() => {
    restoreShownAt()
  }, [])
  return (
    <section className={styles.screen} aria-labelledby="page-title">
      <script dangerouslySetInnerHTML={{ __html: standInScript(path) }} />
      <div className={styles.inner}>
        <h1 id="page-title">{page.heading}</h1>
        <p>{page.intro}</p>
        {address && address !== path ? (
          <p>
            <a href={address}>{page.retry}</a>
          </p>
        ) : null}
        <h2 id="kept-pages">{page.keptHeading}</h2>
        <div role="status" className={styles.status}>
          {state.matches('reading') || state.matches('clearing') ? page.looking : null}
          {state.matches('none') ? page.none : null}
          {state.matches('unavailable') ? page.unavailable : null}
          {state.matches('cleared') ? page.cleared : null}
        </div>
        {pages.length > 0 ? (
          <ul className={styles.list} aria-labelledby="kept-pages">
            {pages.map((kept) => (
              <li key={kept.path}>
                <a href={kept.path}>{kept.title}</a>
              </li>
            ))}
          </ul>
        ) : null}
        {state.matches('listed') ? (
          <Button variant="secondary" onClick={() => send({ type: 'CLEAR' })}>
            {page.clear}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
