import { grantRound } from '../../content/grant-round'
import { modalCopy } from '../../content/modals'
import type { ModalKind } from '../../content/types'
import { useRoundAtMount } from './round-time'

/**
 * A dialog's title and introduction as the grant's round stands: once it has closed, the
 * application registers interest in the next round (docs/grant-round.md).
 */
export function useRoundCopy(kind: ModalKind) {
  const round = useRoundAtMount()
  const copy = modalCopy[kind]
  return round === 'closed' && kind === 'grantApplication'
    ? { ...copy, title: grantRound.registerTitle, intro: grantRound.registerIntro }
    : copy
}
