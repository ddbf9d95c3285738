import { useState, useSyncExternalStore } from 'react'
import { retryShellCodes, shellFailure, subscribeShellFailure } from '../lib/on-use'
import { m } from '../paraglide/messages'
import { Button } from '../components/button/button'
import { NeedsConnection } from '../components/on-use/needs-connection'
import styles from './app-shell.module.css'

/**
 * The notice at the foot of the page for code that has no place of its own to say it could not be
 * loaded: the menu, the dialogs' frame and machine, a carousel's (src/lib/on-use.ts). It shows
 * while one of them waits for the network, and goes once they have loaded; Later puts it away
 * until the next failure.
 */
export function ShellNotice() {
  const failure = useSyncExternalStore(subscribeShellFailure, shellFailure, () => null)
  const [dismissed, setDismissed] = useState<typeof failure>(null)
  if (!failure || dismissed === failure) return null
  return (
    <div className={styles.notice}>
      <NeedsConnection gone={failure === 'gone'} onRetry={retryShellCodes}>
        <Button small variant="ghost" onClick={() => setDismissed(failure)}>
          {m.update_later()}
        </Button>
      </NeedsConnection>
    </div>
  )
}
