// The offer to load a new version (machines/update-offer.machine.ts), in a polite status region
// of its own at the foot of the page: loaded only when a new worker waits (./register.ts).
import { useSelector } from '@xstate/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createActor, type ActorRefFrom } from 'xstate'
import { updateOfferMachine } from '../../machines/update-offer.machine'
import { Button } from '../components/button/button'
import { devLogic, devOptions } from '../lib/dev-actors'
import { m } from '../paraglide/messages'
import type { ToWorker } from './names'
import { anyFormTyped, watchTypedForms } from './typed-forms'
import styles from './update-offer.module.css'

type OfferActor = ActorRefFrom<typeof updateOfferMachine>

export function showUpdateOffer(registration: ServiceWorkerRegistration): OfferActor {
  // The region is in the page before anything is said in it, so that it is announced.
  const region = document.createElement('div')
  region.id = 'update-offer'
  region.setAttribute('role', 'status')
  region.className = styles.region ?? ''
  document.body.append(region)

  const tookOver = () => actor.send({ type: 'TOOK_OVER' })
  const actor: OfferActor = createActor(
    devLogic(
      updateOfferMachine.provide({
        actions: {
          activate: () => {
            const waiting = registration.waiting
            // Another tab may have let it take over already.
            if (!waiting) return queueMicrotask(tookOver)
            const message: ToWorker = { type: 'skip-waiting' }
            waiting.postMessage(message)
          },
          reload: () => window.location.reload(),
        },
      }),
    ),
    devOptions({ input: { typed: anyFormTyped() } }),
  )
  navigator.serviceWorker.addEventListener('controllerchange', tookOver)
  watchTypedForms((typed) => actor.send({ type: typed ? 'FORM_TYPED' : 'FORM_CLEARED' }))
  actor.start()
  actor.send({ type: 'UPDATE_READY' })
  createRoot(region).render(
    <StrictMode>
      <UpdateOffer actor={actor} />
    </StrictMode>,
  )
  return actor
}

export function UpdateOffer({ actor }: { actor: OfferActor }) {
  const shown = useSelector(
    actor,
    (state) => state.matches('offered') || state.matches('activating'),
  )
  const activating = useSelector(actor, (state) => state.matches('activating'))
  if (!shown) return null
  return (
    <div className={styles.offer}>
      <p>{m.update_available()}</p>
      <div className={styles.actions}>
        <Button
          small
          aria-disabled={activating || undefined}
          onClick={() => actor.send({ type: 'RELOAD' })}
        >
          {m.update_reload()}
        </Button>
        <Button small variant="ghost" onClick={() => actor.send({ type: 'LATER' })}>
          {m.update_later()}
        </Button>
      </div>
    </div>
  )
}
