import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { ModalKind } from '../../content/types'
import type { ModalEvent, ModalPayload, OpenModal } from '../../machines/modal.machine'
import { createDeferredActor, useDeferredSelector, type DeferredActor } from '../lib/deferred-actor'
import { lockScroll, setBodyNoScrollMarker, unlockScroll } from '../lib/scroll-lock'

// The modal machine and xstate load on the first open (or on intent, or when idle after load):
// no page shows a modal in its first render, so none needs their code to render.
const loadModalLogic = () =>
  import('../../machines/modal.machine').then(({ modalMachine }) =>
    modalMachine.provide({
      actions: {
        lockScroll,
        unlockScroll,
        setBodyNoScrollMarker: (_, { on }) => setBodyNoScrollMarker(on),
      },
      guards: {
        // Asked when a modal closes (in the browser), never while a page renders to HTML.
        isMotionReduced: () =>
          window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
      },
    }),
  )
type ModalLogic = Awaited<ReturnType<typeof loadModalLogic>>

const ModalContext = createContext<DeferredActor<ModalLogic> | null>(null)

// The code that shows modals (the modal host, modal-host.tsx), loaded along with the machine.
const modalViewLoaders = new Set<() => Promise<unknown>>()
/** Registers code to load whenever the modal system preloads (the modal host registers itself). */
export function preloadWithModals(load: () => Promise<unknown>) {
  modalViewLoaders.add(load)
}

/** The application's one modal system; views open modals through `useModals()`. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [actor] = useState(() => createDeferredActor(loadModalLogic))
  return <ModalContext.Provider value={actor}>{children}</ModalContext.Provider>
}

function useModalActor() {
  const actor = useContext(ModalContext)
  if (!actor) throw new Error('useModals needs a <ModalProvider> above it')
  return actor
}

const noModals: OpenModal[] = []

/** The open modals, bottom of the stack first (none until the first open). */
export function useModalStack(): readonly OpenModal[] {
  return useDeferredSelector(useModalActor(), (snapshot) => snapshot.context.stack, noModals)
}

export function useModals() {
  const actor = useModalActor()
  return useMemo(() => {
    const preload = () => {
      void actor.preload()
      for (const load of modalViewLoaders) void load()
    }
    const send = (event: ModalEvent) => {
      if (event.type === 'modal.open') preload()
      actor.send(event)
    }
    return {
      open: (kind: ModalKind, payload?: ModalPayload) =>
        send({ type: 'modal.open', kind, ...(payload ? { payload } : {}) }),
      close: (kind?: ModalKind) =>
        actor.sendIfStarted({ type: 'modal.close', ...(kind ? { kind } : {}) }),
      /** Loads the modal code ahead of an open: on pointerenter or focus of an opener. */
      preload,
    }
  }, [actor])
}
