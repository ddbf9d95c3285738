import { modalCopy, modalFallback, offerPanel } from '../../../content/modals'
import type { OpenModal } from '../../../machines/modal.machine'
import { ModalActor, useModals } from '../../app/modal-actor'
import { Button } from '../button/button'
import { Dialog } from '../dialog/dialog'
import { CheckIcon, MailIcon } from '../icons/icons'
import styles from './modal-host.module.css'

/** Renders every open modal, bottom of the stack first, so the newest sits on top. */
export function ModalHost() {
  const stack = ModalActor.useSelector((snapshot) => snapshot.context.stack)
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
          onClose={() => modals.close(modal.kind)}
        >
          <ModalBody modal={modal} />
        </Dialog>
      ))}
    </>
  )
}

function ModalBody({ modal }: { modal: OpenModal }) {
  const modals = useModals()
  const copy = modalCopy[modal.kind]
  switch (modal.kind) {
    case 'video':
      return (
        <video
          className={styles.video}
          src={modal.payload.videoSrc}
          poster={modal.payload.videoPoster}
          controls
          autoPlay
          muted
          playsInline
          width={1280}
          height={720}
        >
          {modal.payload.videoTitle}
        </video>
      )
    case 'offer':
      return (
        <>
          <p className={styles.intro}>{copy.intro}</p>
          <h3 className={styles.offerHead}>{offerPanel.heading}</h3>
          <ul className={styles.benefits}>
            {offerPanel.benefits.map((benefit) => (
              <li key={benefit}>
                <CheckIcon size={20} />
                {benefit}
              </li>
            ))}
          </ul>
          <Button variant="primary" onClick={() => modals.open('grantContact')}>
            {offerPanel.cta}
          </Button>
          <p className={styles.note}>{offerPanel.note}</p>
        </>
      )
    default:
      return (
        <>
          <p className={styles.intro}>
            {copy.intro}
            {modal.payload.blogTitle ? ` (“${modal.payload.blogTitle}”)` : ''}
          </p>
          <div className={styles.fallback}>
            <p>{modalFallback.lead}</p>
            <a href={`mailto:${modalFallback.email}`}>
              <MailIcon size={18} style={{ display: 'inline', verticalAlign: '-3px' }} />{' '}
              {modalFallback.email}
            </a>
          </div>
        </>
      )
  }
}
