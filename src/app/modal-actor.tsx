import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { ModalKind } from '../../content/types'
import type { ModalEvent, ModalPayload, OpenModal } from '../../machines/modal.machine'
import { createDeferredActor, useDeferredSelector, type DeferredActor } from '../lib/deferred-actor'
import { takeKept } from '../lib/keep-across-reload'
import { loadAlong, type OnUse } from '../lib/on-use'
import { lockScroll, setBodyNoScrollMarker, unlockScroll } from '../lib/scroll-lock'

// The modal machine and xstate load on the first open (or on intent, or when idle after load):
// no page shows a modal in its first render, so none needs their code to render. The code that
// shows the modals loads with them: no modal opens that could not be shown, and where that code
// cannot be loaded the open waits, while the shell's notice says so (src/lib/on-use.ts).
const loadModalLogic = () =>
  Promise.all([import('../../machines/modal.machine'), loadAlong([...modalViews])]).then(
    ([{ modalMachine }]) =>
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
const modalViews = new Set<OnUse<unknown>>()
/** Registers code that loads with the modal system (the shell registers the modal host). */
export function loadWithModals(view: OnUse<unknown>) {
  modalViews.add(view)
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
    const preload = () => void actor.preload()
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

/**
 * The dialogs that were open when the page reloaded for a newer version of the site open again
 * (their forms take back what was typed: src/enquiry/use-enquiry-form.ts); the modal host keeps
 * them (modal-host.tsx).
 */
export function useDialogsReopenedAfterReload() {
  const modals = useModals()
  useEffect(() => {
    for (const kind of takeKept<ModalKind[]>(keptDialogs) ?? []) modals.open(kind)
  }, [modals])
}
export const keptDialogs = 'dialogs'
