import { useRef } from 'react'
import type { QueueChannel, QueueNotice as Notice } from '../../machines/enquiry-queue.machine'
import { intlLocale } from '../i18n/locale'
import { m } from '../paraglide/messages'
import type { QueuedEnquiry } from './queue-entry'
import styles from './queue-host.module.css'

const kindName: Record<QueueChannel, () => string> = {
  email: m.queue_kind_email,
  waitlist: m.queue_kind_waitlist,
  subscribe: m.queue_kind_subscribe,
}

/**
 * What the queue has to tell, in a live region that is there (empty) from the start, so that a
 * screen reader reads each new message. It stays until dismissed. A polite, atomic live region
 * rather than role="status": the part is mounted as soon as a visitor starts on a form, and the
 * form's own status is the one "status" a reader of the form looks for.
 */
export function QueueNotice({
  notice,
  onDismiss,
}: {
  notice: Notice | null
  onDismiss: () => void
}) {
  const text =
    notice?.type === 'sent'
      ? m.queue_sent()
      : notice?.type === 'refused'
        ? m.queue_refused({ reason: notice.reason })
        : ''
  return (
    <div className={notice ? styles.notice : styles.quiet}>
      <p
        aria-live="polite"
        aria-atomic="true"
        className={notice?.type === 'refused' ? styles.refused : styles.sent}
      >
        {text}
      </p>
      {notice ? (
        <button type="button" className={styles.textButton} onClick={onDismiss}>
          {m.queue_dismiss()}
        </button>
      ) : null}
    </div>
  )
}

/** One line that names an entry: what it is, for whom, when it was saved. */
const describe = (entry: QueuedEnquiry, format: Intl.DateTimeFormat) =>
  [
    kindName[entry.channel.kind](),
    entry.payload.email,
    m.queue_saved_at({ time: format.format(entry.savedAt) }),
  ]
    .filter(Boolean)
    .join(' · ')

/**
 * What is waiting on this device, behind a disclosure ('Waiting to be sent (2)'): each entry with
 * what it is, its address, when it was saved, why the service turned it down if it did, and a
 * button to discard it. After a discard, focus goes back to the disclosure's summary.
 */
export function WaitingPanel({
  entries,
  discarded,
  onDiscard,
}: {
  entries: QueuedEnquiry[]
  discarded: boolean
  onDiscard: (key: string) => Promise<void>
}) {
  const summary = useRef<HTMLElement>(null)
  const format = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <details className={styles.panel}>
      <summary ref={summary}>{m.queue_waiting({ count: String(entries.length) })}</summary>
      <div className={styles.body}>
        <p>{m.queue_panel_intro()}</p>
        <ul className={styles.list}>
          {entries.map((entry) => {
            const what = describe(entry, format)
            return (
              <li key={entry.key}>
                <span>{what}</span>
                {entry.payload.message ? (
                  <span className={styles.excerpt}>{entry.payload.message.split('\n')[0]}</span>
                ) : null}
                {entry.refused ? (
                  <span className={styles.refused}>
                    {m.queue_not_sent({ reason: entry.refused })}
                  </span>
                ) : null}
                <button
                  type="button"
                  className={styles.textButton}
                  aria-label={m.queue_discard_label({ what })}
                  onClick={() => {
                    void onDiscard(entry.key).then(() => summary.current?.focus())
                  }}
                >
                  {m.queue_discard()}
                </button>
              </li>
            )
          })}
        </ul>
        <p aria-live="polite">{discarded ? m.queue_discarded() : ''}</p>
      </div>
    </details>
  )
}
