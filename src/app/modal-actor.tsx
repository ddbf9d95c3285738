import { createActorContext } from '@xstate/react'
import { useMemo, type ReactNode } from 'react'
import type { ModalKind } from '../../content/types'
import { modalMachine, type ModalPayload } from '../../machines/modal.machine'
import { getInspect } from '../lib/inspector'
import { lockScroll, setBodyNoScrollMarker, unlockScroll } from '../lib/scroll-lock'

/** The application's one modal system; views open modals through `useModals()`. */
export const ModalActor = createActorContext(
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

export function ModalProvider({ children }: { children: ReactNode }) {
  const inspect = getInspect()
  return (
    <ModalActor.Provider options={inspect ? { inspect } : undefined}>
      {children}
    </ModalActor.Provider>
  )
}

export function useModals() {
  const ref = ModalActor.useActorRef()
  return useMemo(
    () => ({
      open: (kind: ModalKind, payload?: ModalPayload) =>
        ref.send({ type: 'modal.open', kind, ...(payload ? { payload } : {}) }),
      close: (kind?: ModalKind) => ref.send({ type: 'modal.close', ...(kind ? { kind } : {}) }),
    }),
    [ref],
  )
}
