import { lazy, Suspense } from 'react'
import { modalCopy } from '../../content/modals'
import { useModalStack, useModals } from './modal-actor'
import { m } from '../paraglide/messages'
import { Dialog } from '../components/dialog/dialog'
import styles from './modal-host.module.css'

// The site search's code and index load when it opens (or on intent on its control).
const SearchDialogBody = lazy(() =>
  import('../search').then((search) => ({ default: search.SearchDialogBody })),
)
// Every other dialog's content (the forms and their checks) starts loading as soon as this frame's
// code has run (on intent on an opener, or on the open: src/app/modal-actor.tsx); the frame does
// not wait for it. Not loaded from the shell beside the frame: the service worker keeps, at its
// install, what the shell may load (scripts/sw/precache.mjs), and the forms would then cost every
// first visit 25 kB more on the wire.
const loadBody = () => import('./modal-body')
void loadBody()
const ModalBody = lazy(() => loadBody().then((body) => ({ default: body.ModalBody })))

/**
 * Renders every open modal, bottom of the stack first, so the newest sits on top; a closing one
 * stays where it is while it fades out. A dialog opens with its title and close button at once;
 * until its content has loaded, it says it is loading, in a place about a form's height.
 */
export function ModalHost() {
  const stack = useModalStack()
  const modals = useModals()
  return (
    <>
      {stack.map((modal) => (
        <Dialog
          key={modal.kind}
          title={
            modal.kind === 'video'
              ? (modal.payload.videoTitle ?? modalCopy.video.title)
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
