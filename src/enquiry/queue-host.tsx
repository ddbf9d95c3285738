import { useMachine } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { enquiryQueueMachine } from '../../machines/enquiry-queue.machine'
import type { QueuedEnquiry } from './queue-entry'
import { discard, sendNext } from './queue-send-next'
import { flushMessage, onQueueNews, waiting } from './queue-store'
import { QueueNotice, WaitingPanel } from './queue-panel'
import styles from './queue-host.module.css'

const logic = enquiryQueueMachine.provide({
  actors: { sendNext: fromPromise(() => sendNext()) },
})

/**
 * The queue of enquiries saved on this device while the network was away. It loads once the page
 * has woken (never with the page's first script), sends what is waiting, in order: now (the next
 * visit), when the browser comes back online, when the service worker's Background Sync says so,
 * and after a back-off. It tells the visitor, on whatever page they are on, when one was sent, and
 * shows what is still waiting, each with a button to discard it.
 */
export default function EnquiryQueueHost() {
  const [state, send] = useMachine(logic, { input: { online: navigator.onLine } })
  const [entries, setEntries] = useState<QueuedEnquiry[]>([])
  const [discarded, setDiscarded] = useState(false)

  const refresh = useCallback(() => {
    waiting()
      .then(setEntries)
      .catch(() => setEntries([]))
  }, [])

  useEffect(() => {
    refresh()
    send({ type: 'wake' })
    const online = () => send({ type: 'network.online' })
    const offline = () => send({ type: 'network.offline' })
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    const stopNews = onQueueNews((news, fromElsewhere) => {
      refresh()
      if (news.type === 'saved') {
        setDiscarded(false)
        send({ type: 'queue.saved' })
      } else if (fromElsewhere && news.type === 'sent') {
        send({ type: 'elsewhere.sent', channel: news.channel })
      } else if (fromElsewhere && news.type === 'refused') {
        send({ type: 'elsewhere.refused', reason: news.reason })
      }
    })
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined
    const onWorkerMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null
      if (data?.type === flushMessage) send({ type: 'flush' })
    }
    worker?.addEventListener('message', onWorkerMessage)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
      stopNews()
      worker?.removeEventListener('message', onWorkerMessage)
    }
  }, [send, refresh])

  const notice = state.context.notice
  return (
    <div className={styles.host}>
      <QueueNotice notice={notice} onDismiss={() => send({ type: 'notice.dismiss' })} />
      {entries.length > 0 || discarded ? (
        <WaitingPanel
          entries={entries}
          discarded={discarded}
          onDiscard={async (key) => {
            await discard(key)
            setDiscarded(true)
            refresh()
          }}
        />
      ) : null}
    </div>
  )
}
