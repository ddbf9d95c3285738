// Whether the grant's round is open, for the parts of the site that speak of it (docs/grant-round.md):
// the grant page, the offer banner and its dialog, the estimator, the country list, the proposal.
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { grant } from '../../content/site'
import { grantRoundMachine } from '../../machines/grant-round.machine'

/** When this build was made (vite.config.ts defines it; BUILD_TIME in .env.example). */
declare const __BUILD_TIME__: string | undefined

const hours = 60 * 60 * 1000

/**
 * The moment a round closes: the end of its deadline day anywhere on Earth (UTC−12), so that no
 * school, wherever it is, finds the round closed on the day it was told it could apply.
 */
export const closesAt = (deadline: string) => Date.parse(`${deadline}T00:00:00Z`) + 36 * hours

/** The build's time, read when asked, so that a test can set it; the clock's when none is defined. */
export const builtAt = () =>
  typeof __BUILD_TIME__ === 'string' ? Date.parse(__BUILD_TIME__) : Date.now()

export type GrantRound = 'open' | 'closed'

/** Is the round closed at this moment? */
export const roundAt = (now: number, deadline: string = grant.deadline): GrantRound =>
  now >= closesAt(deadline) ? 'closed' : 'open'

/**
 * The round as the page shows it: the build's answer on the first render (what the prerendered
 * HTML says), then the browser's clock's, from mount and whenever the visitor comes back to the tab.
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
