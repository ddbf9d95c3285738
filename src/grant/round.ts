// Whether the grant's round is open, for the parts of the site that can stay open across its
// deadline (docs/grant-round.md): the grant page, the country list, the estimator, the proposal and
// the offer dialog's steps. They follow machines/grant-round.machine.ts.
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { modalCopy } from '../../content/modals'
import { grant } from '../../content/site'
import type { PageContent } from '../../content/types'
import { grantRoundMachine } from '../../machines/grant-round.machine'
import { pageForRound } from './closed-round'
import { builtAt, closesAt, type GrantRound } from './round-time'

/**
 * The round as the page shows it: the build's answer on the first render (what the prerendered
 * HTML says), then the browser's clock's, from mount and whenever the visitor comes back to the
 * tab; and it closes by itself when the deadline passes with the page open.
 */
export function useGrantRound(): GrantRound {
  const [state, send] = useMachine(grantRoundMachine, {
    input: { closesAt: closesAt(grant.deadline), builtAt: builtAt() },
  })
  useEffect(() => {
    const look = () => send({ type: 'clock.now', now: Date.now() })
    look()
    const onVisible = () => document.visibilityState === 'visible' && look()
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [send])
  return state.matches('closed') ? 'closed' : 'open'
}

/** The page as the round stands now; its notice offers the blog's subscription by its dialog's name. */
export function useRoundPage(page: PageContent): PageContent {
  return pageForRound(page, useGrantRound(), modalCopy.subscribe.title)
}
