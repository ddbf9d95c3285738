import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import * as ar from '../../content/grant-round.ar'
import * as en from '../../content/grant-round'
import * as es from '../../content/grant-round.es'
import * as fr from '../../content/grant-round.fr'
import type { Locale } from '../../content/locales'
import { modalCopy, offerPanel } from '../../content/modals'
import { home } from '../../content/pages/home'
import { paths } from '../../content/paths'
import { roundAt } from '../../src/grant/round-time'

const words: Record<Locale, typeof en.grantRound> = {
  en: en.grantRound,
  es: es.grantRound,
  ar: ar.grantRound,
  fr: fr.grantRound,
}

/**
 * The suite's build is made after the grant's deadline (31 December 2024): the pages that speak
 * of the round say that it closed on that date (docs/grant-round.md). Checked on the loads the
 * route sweeps already make: /grant and /CountryList, in English and, by turns, the others.
 */
export async function expectRoundClosed(page: Page, path: string, locale: Locale) {
  const said = words[locale]
  const main = page.locator('main')
  if (path === paths.grant) {
    await expect
      .poll(() => main.getByRole('heading', { name: said.notice.heading, exact: true }).count())
      .toBe(1)
    // Every button that opened the application registers interest in the next round.
    const applications = await main.locator('[data-opens="grantApplication"]').count()
    expect(applications).toBeGreaterThan(1)
    expect(await main.getByRole('button', { name: said.register, exact: true }).count()).toBe(
      applications,
    )
  }
  if (path === paths.grant || path === paths.countryList) {
    expect(await main.textContent()).toContain(said.closedOn)
  }
}

const closed = roundAt(Date.now()) === 'closed'

/**
 * The English words of the offer and the application as the round stands for the build under
 * test, which is made as the suite runs: the specification's while the round is open, the closed
 * round's after (docs/grant-round.md).
 */
export const asTheRoundStands = {
  /** The offer dialog's button to its second step. */
  grab: closed ? en.grantRound.register : offerPanel.cta,
  /** The offer's small print, in the banner and in the dialog. */
  offerNote: closed ? en.grantRound.offerNote : offerPanel.note,
  bannerNote: closed ? en.grantRound.offerNote : home.earlyAdopter.note,
  /** The application dialog's title. */
  applicationTitle: closed ? en.grantRound.registerTitle : modalCopy.grantApplication.title,
}
