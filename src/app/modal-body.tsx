// What a dialog shows: the forms, the offer's steps, the scheduler and the video. It loads after
// the dialog's frame (modal-host.tsx), which opens at once: with its forms, valibot and xstate it
// is most of what a dialog needs, and a tap that waited for it saw nothing for a second or more.
import { useMachine } from '@xstate/react'
import { useId, useRef, type ReactNode } from 'react'
import { fromCallback, fromPromise } from 'xstate'
import {
  modalCopy,
  modalFallback,
  offerPanel,
  schedulingFallback,
  schedulingLoading,
} from '../../content/modals'
import { grantRound } from '../../content/grant-round'
import { limits } from '../../content/site'
import type { ModalKind } from '../../content/types'
import { grantOfferMachine } from '../../machines/grant-offer.machine'
import type { OpenModal } from '../../machines/modal.machine'
import { schedulingWidgetMachine } from '../../machines/scheduling-widget.machine'
import { useModals } from './modal-actor'
import { config } from '../config'
import { connectWithUsForm } from '../../schemas/forms/connect-with-us'
import type { FormDefinition } from '../../schemas/forms/define'
import { feedbackForm } from '../../schemas/forms/feedback'
import { generalInquiriesForm } from '../../schemas/forms/general-inquiries'
import { grantApplicationForm } from '../../schemas/forms/grant-application'
import { partnershipForm } from '../../schemas/forms/partnership'
import { schoolContactForm } from '../../schemas/forms/school-contact'
import { schoolDemoForm } from '../../schemas/forms/school-demo'
import { subscribeForm } from '../../schemas/forms/subscribe'
import { waitlistForm } from '../../schemas/forms/waitlist'
import { useGrantRound } from '../grant/round'
import { useRoundCopy } from '../grant/round-copy'
import { useFocusOnChange } from '../lib/use-focus-on-change'
import { m } from '../paraglide/messages'
import { loadSchedulingScript, startSchedulingWidget } from '../services/scheduling'
import { Button } from '../components/button/button'
import { EnquiryForm } from '../enquiry'
import { ArrowLeftIcon, CheckIcon } from '../components/icons/icons'
import styles from './modal-host.module.css'

export function ModalBody({ modal }: { modal: OpenModal }) {
  const modals = useModals()
  const copy = useRoundCopy(modal.kind)
  const intro = copy.intro ? <p className={styles.intro}>{copy.intro}</p> : null
  switch (modal.kind) {
    case 'search':
      // The host draws the search itself (modal-host.tsx): its code is apart from the forms'.
      return null
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
          // Its own name, not only the dialog's: a screen reader said "video" alone.
          aria-label={modal.payload.videoTitle}
        >
          {modal.payload.videoTitle}
        </video>
      )
    case 'offer':
      return <OfferSteps intro={intro} />
    case 'scheduling':
      return <SchedulingWidget />
    case 'subscribe':
      return (
        <>
          {intro}
          <EnquiryForm form={subscribeForm} onSuccessShown={() => modals.close('subscribe')} />
        </>
      )
    case 'feedback':
      return (
        <>
          {intro}
          <EnquiryForm
            form={feedbackForm}
            {...(modal.payload.blogTitle ? { blogTitle: modal.payload.blogTitle } : {})}
          />
        </>
      )
    default:
      return (
        <>
          {intro}
          <EnquiryForm
            form={formByModal[modal.kind]}
            {...(modal.payload.formValues ? { initialValues: modal.payload.formValues } : {})}
          />
        </>
      )
  }
}

// A form has one name: the modal that shows it (checked here), its id and its e-mail template.
const formByModal = {
  schoolContact: schoolContactForm,
  connectWithUs: connectWithUsForm,
  schoolDemo: schoolDemoForm,
  partnership: partnershipForm,
  generalInquiries: generalInquiriesForm,
  grantApplication: grantApplicationForm,
  waitlist: waitlistForm,
} satisfies {
  [
    K in Exclude<ModalKind, 'video' | 'offer' | 'scheduling' | 'subscribe' | 'feedback' | 'search'>
  ]: FormDefinition<K>
}

/** The offer modal: step 1 the offer, step 2 the grant application (a machine). */
export function OfferSteps({ intro }: { intro: ReactNode }) {
  const [state, send] = useMachine(grantOfferMachine)
  const open = useGrantRound() === 'open'
  const application = useRoundCopy('grantApplication')
  // The button that was pressed goes with its step: focus the new step's heading.
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnChange(state.value, heading)
  if (state.matches('application')) {
    return (
      <>
        <button type="button" className={styles.back} onClick={() => send({ type: 'offer.back' })}>
          <ArrowLeftIcon size={16} /> {m.dialog_back_to_offer()}
        </button>
        <h3 className={styles.offerHead} ref={heading} tabIndex={-1}>
          {application.title}
        </h3>
        <EnquiryForm form={grantApplicationForm} />
      </>
    )
  }
  return (
    <>
      {intro}
      <h3 className={styles.offerHead} ref={heading} tabIndex={-1}>
        {offerPanel.heading}
      </h3>
      <ul className={styles.benefits}>
        {offerPanel.benefits.map((benefit) => (
          <li key={benefit}>
            <CheckIcon size={20} />
            {benefit}
          </li>
        ))}
      </ul>
      <Button variant="primary" onClick={() => send({ type: 'offer.grab' })}>
        {open ? offerPanel.cta : grantRound.register}
      </Button>
      <p className={styles.note}>{open ? offerPanel.note : grantRound.offerNote}</p>
    </>
  )
}

/**
 * The third-party scheduler, inline: started through the widget's API on every
 * opening and removed when the modal goes; a plain link and the e-mail if it cannot load.
 */
function SchedulingWidget() {
  // The widget's own element: React renders it empty and never touches what the widget puts in.
  const widgetParentId = useId()
  const [state] = useMachine(
    schedulingWidgetMachine.provide({
      actors: {
        load: fromPromise(loadSchedulingScript),
        widget: fromCallback(() => {
          const parent = document.getElementById(widgetParentId)
          if (!parent) throw new Error('The scheduler has no element to fill')
          return startSchedulingWidget(parent)
        }),
      },
    }),
  )
  return (
    <>
      <p className={styles.intro}>{modalCopy.scheduling.intro}</p>
      {state.matches('failed') ? (
        <div className={styles.fallback} role="status">
          <p>{schedulingFallback.lead}</p>
          <a href={config.VITE_SCHEDULING_PAGE_URL} target="_blank" rel="noreferrer">
            {schedulingFallback.linkLabel}
          </a>
          <p>
            {modalFallback.lead} <a href={`mailto:${modalFallback.email}`}>{modalFallback.email}</a>
          </p>
        </div>
      ) : (
        <div
          className={styles.scheduler}
          style={{ minWidth: limits.schedulingMinWidth, height: limits.schedulingHeight }}
          aria-busy={state.matches('loading')}
        >
          {state.matches('loading') ? (
            <p className={styles.loading} role="status">
              {schedulingLoading}
            </p>
          ) : null}
          <div id={widgetParentId} className={styles.widget} />
        </div>
      )}
    </>
  )
}
