// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as wordsAr from '../../content/grant-round.ar'
import * as wordsEn from '../../content/grant-round'
import * as wordsEs from '../../content/grant-round.es'
import * as wordsFr from '../../content/grant-round.fr'
import { locales, type Locale } from '../../content/locales'
import * as modalsAr from '../../content/modals.ar'
import * as modalsEn from '../../content/modals'
import * as modalsEs from '../../content/modals.es'
import * as modalsFr from '../../content/modals.fr'
import * as countriesAr from '../../content/pages/country-list.ar'
import * as countriesEn from '../../content/pages/country-list'
import * as countriesEs from '../../content/pages/country-list.es'
import * as countriesFr from '../../content/pages/country-list.fr'
import * as grantAr from '../../content/pages/grant.ar'
import * as grantEn from '../../content/pages/grant'
import * as grantEs from '../../content/pages/grant.es'
import * as grantFr from '../../content/pages/grant.fr'
import * as siteAr from '../../content/site.ar'
import * as siteEn from '../../content/site'
import * as siteEs from '../../content/site.es'
import * as siteFr from '../../content/site.fr'
import type { PageContent } from '../../content/types'
import { OfferSteps } from '../../src/app/modal-body'
import { closedRoundPage, headForRound, pageForRound } from '../../src/grant/closed-round'
import { closesAt, roundAt, useRoundAtMount } from '../../src/grant/round-time'

const byLanguage = {
  en: { words: wordsEn, modals: modalsEn, grant: grantEn, countries: countriesEn, site: siteEn },
  es: { words: wordsEs, modals: modalsEs, grant: grantEs, countries: countriesEs, site: siteEs },
  ar: { words: wordsAr, modals: modalsAr, grant: grantAr, countries: countriesAr, site: siteAr },
  fr: { words: wordsFr, modals: modalsFr, grant: grantFr, countries: countriesFr, site: siteFr },
} satisfies Record<Locale, unknown>

/** Every text a page shows, with where it is. */
function texts(page: PageContent): [string, string][] {
  const found: [string, string][] = [
    ['description', page.description],
    ['intro', page.intro],
  ]
  for (const cta of page.heroCtas ?? []) found.push(['hero button', cta.label])
  for (const section of page.sections) {
    if (section.body) found.push([`${section.id} body`, section.body])
    for (const item of section.items ?? []) {
      found.push([`${section.id} item`, item.title])
      if (item.text) found.push([`${section.id} item`, item.text])
    }
    for (const cta of section.ctas ?? []) found.push([`${section.id} button`, cta.label])
  }
  return found
}

const deadline = '2024-12-31'

describe('the deadline: anywhere on Earth', () => {
  it('the round is open through the whole of the deadline day, wherever a school is', () => {
    // The last moment of 31 December in UTC−12 is noon on 1 January in UTC.
    expect(new Date(closesAt(deadline)).toISOString()).toBe('2025-01-01T12:00:00.000Z')
    expect(roundAt(Date.parse('2024-12-31T23:59:59-12:00'), deadline)).toBe('open')
    expect(roundAt(Date.parse('2025-01-01T00:00:00-12:00'), deadline)).toBe('closed')
  })
})

describe.each(locales)('once the round has closed, in %s', (locale) => {
  const { words, modals, grant, countries, site } = byLanguage[locale]
  const { grantRound } = words
  const label = site.grant.deadlineLabel

  it('the grant page and the country list say it closed, and nothing asks for an application by the date', () => {
    for (const page of [grant.page, countries.page]) {
      const closed = closedRoundPage(page, modals.modalCopy.subscribe.title, grantRound, label)
      const naming = texts(closed).filter(([, text]) => text.includes(label))
      expect(naming.length, page.path).toBeGreaterThan(0)
      for (const [where, text] of naming) {
        expect(text, `${page.path} ${where}`).toContain(grantRound.closedOn)
      }
      // What was open said the date, the closed words say it too.
      expect(texts(page).some(([, text]) => text.includes(label))).toBe(true)
      for (const [where, text] of texts(closed)) {
        expect(text, `${page.path} ${where}`).not.toBe(
          byLanguage[locale].modals.modalCopy.grantApplication.title,
        )
      }
    }
  })

  it('the grant page opens with the notice, offering to register interest or to get the news', () => {
    const closed = closedRoundPage(grant.page, modals.modalCopy.subscribe.title, grantRound, label)
    const [notice] = closed.sections
    expect(notice?.heading).toBe(grantRound.notice.heading)
    expect(notice?.body).toContain(label)
    expect(notice?.ctas).toEqual([
      { kind: 'modal', label: grantRound.register, modal: 'grantApplication' },
      // The subscription is named as its own dialog is.
      {
        kind: 'modal',
        label: modals.modalCopy.subscribe.title,
        modal: 'subscribe',
        variant: 'secondary',
      },
    ])
    // The grant's application stays, worded as interest in the next round.
    const applications = closed.sections
      .flatMap((section) => section.ctas ?? [])
      .concat(closed.heroCtas ?? [])
      .filter((cta) => cta.kind === 'modal' && cta.modal === 'grantApplication')
    expect(applications.length).toBeGreaterThan(2)
    for (const cta of applications) expect(cta.label).toBe(grantRound.register)
    // The deadline's card says the round closed.
    const card = closed.sections.flatMap((s) => s.items ?? []).find((i) => i.figure === label)
    expect(card).toMatchObject({ title: grantRound.deadlineTitle, text: grantRound.closedOn })
  })

  it('the banner, the estimator and the proposal name the date', () => {
    for (const text of [
      grantRound.offerNote,
      grantRound.estimatorNote,
      grantRound.proposalNote,
      grantRound.closedOn,
    ]) {
      expect(text).toContain(label)
    }
  })

  it('before the deadline every page is as written', () => {
    expect(pageForRound(grant.page, 'open', modals.modalCopy.subscribe.title)).toBe(grant.page)
    expect(headForRound(grant.page, 'open')).toBe(grant.page)
  })
})

describe("the head as the build's moment says", () => {
  it('after the deadline, the description says the round closed', () => {
    const head = headForRound(grantEn.page, 'closed')
    expect(head.description).toContain(wordsEn.grantRound.closedOn)
    expect(head.description).not.toMatch(/apply by/i)
    expect(head.title).toBe(grantEn.page.title)
  })
})

describe('the prerendered page and the woken app agree, and an old page corrects itself', () => {
  const globals = globalThis as { __BUILD_TIME__?: string }
  afterEach(() => {
    delete globals.__BUILD_TIME__
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  async function wake(builtAt: string, now: string) {
    globals.__BUILD_TIME__ = builtAt
    vi.useFakeTimers({ now: Date.parse(builtAt), toFake: ['Date'] })
    const html = renderToString(<OfferSteps intro={null} />)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    vi.setSystemTime(Date.parse(now))
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <OfferSteps intro={null} />, {
        onRecoverableError: (error) => mismatches.push(error),
      })
    })
    return { html, after: container.textContent ?? '', mismatches }
  }

  async function wakeNote(builtAt: string, now: string) {
    globals.__BUILD_TIME__ = builtAt
    vi.useFakeTimers({ now: Date.parse(builtAt), toFake: ['Date'] })
    const Note = () => <small>{useRoundAtMount()}</small>
    const html = renderToString(<Note />)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    vi.setSystemTime(Date.parse(now))
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Note />, { onRecoverableError: (error) => mismatches.push(error) })
    })
    return { html, after: container.textContent, mismatches }
  }

  it('the offer banner (no machine): the build decides the first render, the clock the woken one', async () => {
    expect(await wakeNote('2024-06-01T00:00:00Z', '2024-06-02T00:00:00Z')).toEqual({
      html: '<small>open</small>',
      after: 'open',
      mismatches: [],
    })
    expect(await wakeNote('2024-06-01T00:00:00Z', '2026-12-07T09:00:00Z')).toEqual({
      html: '<small>open</small>',
      after: 'closed',
      mismatches: [],
    })
    expect(await wakeNote('2026-12-01T00:00:00Z', '2026-12-07T09:00:00Z')).toEqual({
      html: '<small>closed</small>',
      after: 'closed',
      mismatches: [],
    })
  })

  const { offerPanel } = modalsEn
  const { grantRound } = wordsEn

  it('built and read before the deadline: the offer as the specification words it', async () => {
    const page = await wake('2024-06-01T00:00:00Z', '2024-12-31T20:00:00Z')
    expect(page.html).toContain(offerPanel.note)
    expect(page.after).toContain(offerPanel.cta)
    expect(page.after).toContain(offerPanel.note)
    expect(page.mismatches).toEqual([])
  })

  it('built before the deadline and read after it: the page says the round closed once it wakes', async () => {
    const page = await wake('2024-06-01T00:00:00Z', '2026-12-07T09:00:00Z')
    expect(page.html).toContain(offerPanel.note)
    expect(page.after).toContain(grantRound.offerNote)
    expect(page.after).toContain(grantRound.register)
    expect(page.after).not.toContain(offerPanel.note)
    expect(page.mismatches).toEqual([])
  })

  it('built after the deadline: the prerendered page says so already', async () => {
    const page = await wake('2026-12-01T00:00:00Z', '2026-12-07T09:00:00Z')
    expect(page.html).toContain(grantRound.offerNote)
    expect(page.after).toContain(grantRound.offerNote)
    expect(page.mismatches).toEqual([])
  })
})
