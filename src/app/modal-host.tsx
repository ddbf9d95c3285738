import { Suspense, useEffect } from 'react'
import { modalCopy } from '../../content/modals'
import { keptDialogs, useModalStack, useModals } from './modal-actor'
import { useRoundCopy } from '../grant/round-copy'
import { keepAcrossReload } from '../lib/keep-across-reload'
import { m } from '../paraglide/messages'
import { Dialog } from '../components/dialog/dialog'
import { lazyPart } from '../components/on-use/lazy-part'
import styles from './modal-host.module.css'

// The site search's code and index load when it opens (or on intent on its control). A body whose
// code cannot be loaded says so inside its dialog, and comes once the network is back.
const SearchDialogBody = lazyPart(() =>
  import('../search').then((search) => search.SearchDialogBody),
)
// Every other dialog's content (the forms and their checks) starts loading as soon as this frame's
// code has run (on intent on an opener, or on the open: src/app/modal-actor.tsx); the frame does
// not wait for it. Not loaded from the shell beside the frame: the service worker keeps, at its
// install, what the shell may load (scripts/sw/precache.mjs), and the forms would then cost every
// first visit 25 kB more on the wire.
const ModalBody = lazyPart(() => import('./modal-body').then((body) => body.ModalBody))
void ModalBody.preload()

/**
 * Renders every open modal, bottom of the stack first, so the newest sits on top; a closing one
 * stays where it is while it fades out. A dialog opens with its title and close button at once;
 * until its content has loaded, it says it is loading, in a place about a form's height.
 */
export function ModalHost() {
  const stack = useModalStack()
  const modals = useModals()
  const applicationTitle = useRoundCopy('grantApplication').title
  // Open when the page reloads for a newer version: open again after it (a video is only watched).
  useEffect(() => {
    const open = stack
      .filter((modal) => !modal.closing && modal.kind !== 'video')
      .map((modal) => modal.kind)
    return keepAcrossReload(keptDialogs, () => (open.length ? open : undefined))
  }, [stack])
  return (
    <>
      {stack.map((modal) => (
        <Dialog
          key={modal.kind}
          title={
            modal.kind === 'video'
              ? (modal.payload.videoTitle ?? modalCopy.video.title)
              : modal.kind === 'grantApplication'
                ? applicationTitle
                : modalCopy[modal.kind].title
          }
          closeLabel={modalCopy[modal.kind].closeLabel}
          size={modal.kind === 'video' ? 'media' : modal.kind === 'scheduling' ? 'wide' : 'default'}
          closing={modal.closing}
          onClose={() => modals.close(modal.kind)}
        >
          <Suspense
            fallback={
              <p className={styles.opening} role="status">
                {m.loading()}
              </p>
            }
          >
            {modal.kind === 'search' ? <SearchDialogBody /> : <ModalBody modal={modal} />}
          </Suspense>
        </Dialog>
      ))}
    </>
  )
}
