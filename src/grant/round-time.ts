// When the grant's round closes, and whether it has (docs/grant-round.md): plain functions and a
// hook with no state machine library, for the first screen and the route tree, which every page
// loads first. The parts that stay open across the deadline follow machines/grant-round.machine.ts
// instead (./round.ts).
import { useSyncExternalStore } from 'react'
import { grant } from '../../content/site'

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
 * The round as the build saw it on the first render (what the prerendered HTML says), then as the
 * browser's clock says once mounted: for the offer banner and the dialogs' titles, which every page
 * draws or wakes first and which are drawn again on every visit.
 */
export function useRoundAtMount(): GrantRound {
  // React hydrates with the build's answer, then draws again with the clock's; a part drawn
  // later (a dialog) reads the clock at once.
  return useSyncExternalStore(noSubscription, roundNow, roundAtBuild)
}

const noSubscription = () => () => {}
const roundNow = () => roundAt(Date.now())
const roundAtBuild = () => roundAt(builtAt())
