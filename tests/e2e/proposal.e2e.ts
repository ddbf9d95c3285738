import type { Page } from 'playwright-core'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { formatters } from '../../content/format'
import { page as labSetup } from '../../content/pages/lab-setup'
import { proposal } from '../../content/pages/proposal'
import { proposal as proposalAr } from '../../content/pages/proposal.ar'
import { proposal as proposalEs } from '../../content/pages/proposal.es'
import { proposal as proposalFr } from '../../content/pages/proposal.fr'
import ar from '../../messages/ar.json'
import en from '../../messages/en.json'
import es from '../../messages/es.json'
import { formMessages } from '../../schemas/forms/define'
import { readOutbox, seriousViolations, setupBrowser, url } from './browser'
import { firstScreen, lateFacesIn, reflow, watchFirstScreen } from './route-sweep'

const { open, visit } = setupBrowser()

const figures = { withoutGrant: 72_000, withGrant: 20_700, saving: 51_300 }
const usd = formatters('en').usd
const journey = labSetup.sections.find((s) => s.id === 'journey')!.items!.map((i) => i.title)

/** The document's text (the sheet of paper, not the controls). */
const documentText = (page: Page) => page.locator('[data-proposal] article').innerText()

/** Prints the page as Chromium would to paper, and reads the PDF's pages back as text. */
async function printed(page: Page, format: 'A4' | 'Letter' = 'A4') {
  await page.emulateMedia({ media: 'print' })
  const pdf = await page.pdf({ format, printBackground: false })
  await page.emulateMedia({ media: 'screen' })
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    )
  }
  await document.destroy()
  return { pages, text: pages.join(' '), bytes: pdf }
}

describe('the proposal, from the estimator to paper', () => {
  it('opens from the estimator with its figures; the same address shows the same in a fresh browser, and prints to at most 3 A4 pages', async () => {
    const { page, errors } = await open('/lab-setup-and-learning')
    const estimator = page.locator('#estimator')
    await estimator.getByLabel('Number of labs').fill('3')
    await estimator.getByRole('radio', { name: '4 years' }).check()
    await estimator.getByRole('link', { name: 'Create a proposal' }).click()
    await page.waitForURL(/\/proposal\?/)
    const address = new URL(page.url())
    expect(address.pathname).toBe('/proposal')
    expect(Object.fromEntries(address.searchParams)).toEqual({ labs: '3', years: '4' })
    await page.getByRole('heading', { level: 1, name: proposal.title }).waitFor()
    await expect.poll(() => documentText(page)).toContain(usd(figures.withoutGrant))
    for (const amount of Object.values(figures))
      expect(await documentText(page)).toContain(usd(amount))
    expect(errors).toEqual([])

    // A fresh browser, the same address: hydrated (the heading is the prerendered one) and the
    // same figures, once the address is read.
    const fresh = await open(address.pathname + address.search)
    await expect.poll(() => documentText(fresh.page)).toContain(usd(figures.withGrant))
    for (const amount of Object.values(figures))
      expect(await documentText(fresh.page)).toContain(usd(amount))
    expect(
      await fresh.page.evaluate(
        () =>
          (window as { __prerenderedH1?: Element | null }).__prerenderedH1 ===
          document.querySelector('#root h1'),
      ),
    ).toBe(true)
    expect(fresh.errors).toEqual([])

    const { pages, text } = await printed(fresh.page)
    expect(pages.length).toBeLessThanOrEqual(3)
    for (const amount of Object.values(figures)) expect(text).toContain(usd(amount))
    for (const step of journey) expect(text).toContain(step)
    // The address, printed at the end, leads back to the page.
    expect(pages.at(-1)).toContain('/proposal?labs=3&years=4')
    // No navigation, header, footer, controls or buttons on paper.
    for (const absent of [
      'Skip to content',
      'Explore',
      proposal.controls.heading,
      proposal.next.send,
      proposal.next.print,
      'All rights reserved',
    ])
      expect(text).not.toContain(absent)
  })

  it('shows no figure in its prerendered HTML: the document’s place waits for the address', async () => {
    const html = await (await fetch(url('/proposal?labs=3&years=4'))).text()
    const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? ''
    expect(article).toContain(proposal.reading)
    expect(article).not.toMatch(/\$\s?\d/)
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/)
  })

  it('six years of everything chosen still fit 3 pages of A4 and of US Letter', async () => {
    const { page } = await open(
      '/proposal?labs=12&years=6&curriculum=cambridge&country=KE&school=Lakeside%20Secondary%20School',
    )
    await expect.poll(() => documentText(page)).toContain(usd(6000 * 12 * 6))
    const a4 = await printed(page, 'A4')
    expect(a4.pages.length).toBeLessThanOrEqual(3)
    expect(a4.text).toContain('Lakeside Secondary School')
    expect(a4.text).toContain('Year 6')
    expect((await printed(page, 'Letter')).pages.length).toBeLessThanOrEqual(3)
  })

  it('is axe-clean once the address is read', async () => {
    const { page } = await open('/proposal?labs=3&years=4&curriculum=ib&country=KE')
    await expect.poll(() => documentText(page)).toContain(usd(figures.withGrant))
    expect(await seriousViolations(page)).toEqual([])
  })
})

describe('the proposal in Spanish, Arabic and French', () => {
  for (const [prefix, locale, words] of [
    ['/es', 'es', proposalEs],
    ['/ar', 'ar', proposalAr],
    ['/fr', 'fr', proposalFr],
  ] as const) {
    it(`${prefix}/proposal shows the figures as ${locale} writes them, axe-clean, and prints`, async () => {
      const { page, errors } = await open(`${prefix}/proposal?labs=3&years=4`)
      const format = formatters(locale)
      await expect.poll(() => documentText(page)).toContain(format.usd(figures.withGrant))
      const text = await documentText(page)
      for (const amount of Object.values(figures)) expect(text).toContain(format.usd(amount))
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : null)
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(words.title)
      expect(await seriousViolations(page)).toEqual([])
      expect(errors).toEqual([])
      const paper = await printed(page)
      expect(paper.pages.length).toBeLessThanOrEqual(3)
      expect(paper.text).not.toContain(words.next.send)
      // Right to left on paper too: the document's direction is the page's.
      expect(
        await page
          .locator('[data-proposal]')
          .evaluate((element) => getComputedStyle(element).direction),
      ).toBe(locale === 'ar' ? 'rtl' : 'ltr')
    })
  }
})

describe('what the address says takes a place the HTML kept', () => {
  // English, a language right to left, and French's long words; Spanish's are in the reflow checks.
  for (const prefix of ['', '/ar', '/fr']) {
    it(`${prefix || '/'}: on a phone, the school, the date and the document come in without moving anything shown`, async () => {
      const { page, errors } = await visit(
        `${prefix}/proposal?labs=3&years=4&school=Lakeside%20Secondary%20School`,
        { viewport: 'phone', prepare: watchFirstScreen },
      )
      await expect
        .poll(() => page.locator('[data-proposal] article').getAttribute('aria-busy'))
        .toBe('false')
      await lateFacesIn(page)
      const { shift, moved } = await firstScreen(page)
      expect(shift, moved.join('\n')).toBeLessThan(0.02)
      expect(errors).toEqual([])
    })
  }
})

describe('handing the proposal to us', () => {
  it('opens the school contact form with the summary and link, and sending it lands in the outbox', async () => {
    const school = `Hillside Academy ${Date.now()}`
    const { page } = await open(
      `/proposal?labs=3&years=4&curriculum=ib&country=KE&school=${encodeURIComponent(school)}`,
    )
    await expect.poll(() => documentText(page)).toContain(usd(figures.withGrant))
    await page.getByRole('button', { name: proposal.next.send }).click()
    const dialog = page.getByRole('dialog', { name: 'Get in Touch' })
    await dialog.locator('form').waitFor()
    const message = await dialog.getByLabel('Message').inputValue()
    expect(message).toContain(usd(figures.withGrant))
    expect(message).toContain(usd(figures.withoutGrant))
    expect(message).toContain('/proposal?labs=3&years=4&curriculum=ib&country=KE')
    expect(await dialog.getByLabel('School Name').inputValue()).toBe(school)

    await dialog.getByLabel('Person Name').fill('Amina Yusuf')
    await dialog.getByLabel('Designation').fill('Principal')
    await dialog.getByLabel('Email').fill('amina@hillside.example')
    await dialog.getByRole('combobox', { name: /Country/ }).fill('keny')
    await dialog.getByRole('option', { name: 'Kenya', exact: true }).click()
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await dialog.getByText(formMessages.contactSuccess).waitFor()
    const sent = (await readOutbox()).filter((m) => m.templateParams.schoolName === school)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.templateId).toBe('template_schoolContact')
    expect(sent[0]!.templateParams.message).toContain(`Message: ${message}`)
  })
})

describe('a hostile address', () => {
  it('shows a sane document with the defaults, the name as text, and a note of what was ignored', async () => {
    const hostile = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">'
    const { page, errors } = await open(
      `/proposal?labs=-3&years=99&curriculum=hogwarts&country=XX&school=${encodeURIComponent(hostile)}`,
    )
    const defaults = { withoutGrant: 18_000, withGrant: 4_500, saving: 13_500 }
    await expect.poll(() => documentText(page)).toContain(usd(defaults.withGrant))
    for (const amount of Object.values(defaults))
      expect(await documentText(page)).toContain(usd(amount))
    const note = page.getByRole('status').filter({ hasText: proposal.ignored.heading })
    for (const line of [
      'The number of labs was not a whole number from 1 to 50: 1 is shown.',
      'The licence length was not from 1 to 6 years: 3 is shown.',
      proposal.ignored.curriculum,
      proposal.ignored.country,
    ])
      await note.getByText(line).waitFor()
    await page.getByText(hostile, { exact: true }).waitFor()
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await page.locator('[data-proposal] script, [data-proposal] img').count()).toBe(0)
    expect(errors).toEqual([])
    // The address is written back cleaned, so a shared copy opens without the note.
    await page.waitForURL((address) => !address.search.includes('labs=-3'))
    expect(new URL(page.url()).searchParams.get('labs')).toBe('1')
  })

  it('cuts a 10,000-character name to 100 and says so', async () => {
    const { page, errors } = await open(`/proposal?labs=2&school=${'A'.repeat(10_000)}`)
    await page.getByText(proposal.ignored.heading).waitFor()
    await page
      .getByText('The school’s name was longer than 100 characters and has been cut.')
      .waitFor()
    await page.getByText('A'.repeat(100), { exact: true }).waitFor()
    expect(await documentText(page)).toContain(usd(36_000))
    expect(errors).toEqual([])
  })
})

// WCAG 1.4.10 (reflow), 1.3.1 and 2.1.1: the proposal and the estimator at a phone's 320 and 390
// px and a window's 1280, in every state of the choices, and the proposal on paper. One page per
// language, its address and width changed in place: the choices move through the controls, not
// through new page loads.
const languages = [
  { prefix: '', locale: 'en', words: proposal, messages: en },
  { prefix: '/es', locale: 'es', words: proposalEs, messages: es },
  { prefix: '/ar', locale: 'ar', words: proposalAr, messages: ar },
] as const
const widths = [320, 390, 1280]
/** The printable width of A4 and of US Letter with the proposal's 15 mm side margins, in CSS px. */
const paperWidths = {
  A4: Math.floor(((210 - 30) * 96) / 25.4),
  Letter: Math.floor(((215.9 - 30) * 96) / 25.4),
}

/**
 * Every table of the document either fits its column, or scrolls in a box of its own that shows
 * its edge, that the keyboard reaches and that has a name: what is wrong, in words ([] when all is
 * well). `paper`: on paper nothing may scroll, every table fits the sheet.
 */
function tablesThatDoNotFit(page: Page, paper = false) {
  return page.locator('[data-proposal] article table').evaluateAll(
    (tables, paper) =>
      tables.flatMap((table, n) => {
        const name = `table ${n + 1} (${table.querySelector('th')?.textContent})`
        const box = table.parentElement!
        const fits = table.getBoundingClientRect().width <= box.clientWidth + 0.5
        const scroller = table.closest<HTMLElement>('[role="region"]')
        if (paper) {
          const cut = scroller && scroller.scrollWidth > scroller.clientWidth + 0.5
          return fits && !cut ? [] : [`${name} is cut on paper`]
        }
        if (fits && (!scroller || scroller.scrollWidth <= scroller.clientWidth + 0.5)) return []
        if (!scroller) return [`${name} is wider than its column and scrolls in no box of its own`]
        const problems: string[] = []
        const label = (scroller.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim()
        if (!label) problems.push(`${name}: its scrolling box has no name`)
        if (scroller.tabIndex !== 0) problems.push(`${name}: its scrolling box is not focusable`)
        if (getComputedStyle(scroller).overflowX !== 'auto')
          problems.push(`${name}: its box does not scroll`)
        const style = getComputedStyle(scroller)
        if (
          parseFloat(style.borderInlineStartWidth) === 0 ||
          parseFloat(style.borderInlineEndWidth) === 0
        )
          problems.push(`${name}: its scrolling box shows no edge`)
        return problems
      }),
    paper,
  )
}

/** At each width the page does not scroll sideways, and every table fits or scrolls by itself. */
async function expectFits(page: Page, state: string) {
  for (const width of widths) {
    const { scrollWidth, outside } = await reflow(page, width)
    expect(
      scrollWidth,
      `${state} at ${width} px; sticking out: ${outside.join(', ')}`,
    ).toBeLessThanOrEqual(width)
    expect(await tablesThatDoNotFit(page), `${state} at ${width} px`).toEqual([])
  }
  // On paper (print media at the sheet's printable width), no table is cut.
  await page.emulateMedia({ media: 'print' })
  for (const [format, width] of Object.entries(paperWidths)) {
    await reflow(page, width)
    expect(await tablesThatDoNotFit(page, true), `${state} on ${format}`).toEqual([])
  }
  await page.emulateMedia({ media: 'screen' })
}

describe('the proposal and the estimator fit every width, and paper', () => {
  for (const { prefix, locale, words, messages } of languages) {
    const usdIn = formatters(locale).usd
    it(`${prefix || '/'}: the estimator reads its prices in order and fits 320 px, its table's box named and focusable`, async () => {
      const { page, errors } = await visit(`${prefix}/lab-setup-and-learning`, {
        viewport: 'phone',
      })
      const caption = messages.tools_cost_caption_one.replace(
        '{count}',
        formatters(locale).grouped(1),
      )
      const region = page.locator('#estimator').getByRole('region', { name: caption, exact: true })
      const table = region.getByRole('table', { name: caption, exact: true })
      // Seen: the list price struck out, then the price with the grant; read in the same order,
      // in words, as a screen reader does not announce a strike (WCAG 1.3.1).
      const perLab = table.getByRole('row').nth(1).getByRole('cell').nth(1)
      const read = (text: string) => text.replace(/\s+/g, ' ').trim()
      expect(read((await perLab.textContent()) ?? '')).toBe(
        read(
          `${messages.tools_price_was} ${usdIn(6000)} ${messages.tools_price_now} ${usdIn(1500)}`,
        ),
      )
      expect(read((await perLab.locator('s').textContent()) ?? '')).toBe(
        read(`${messages.tools_price_was} ${usdIn(6000)}`),
      )
      const { scrollWidth, outside } = await reflow(page, 320)
      expect(scrollWidth, `sticking out: ${outside.join(', ')}`).toBeLessThanOrEqual(320)
      const form = await page.locator('#estimator form').boundingBox()
      expect(form!.x + form!.width).toBeLessThanOrEqual(320)
      // The box the table may scroll in: the keyboard reaches it.
      expect(await region.getAttribute('tabindex')).toBe('0')
      await region.focus()
      expect(await region.evaluate((box) => box === document.activeElement)).toBe(true)
      expect(errors).toEqual([])
    })

    it(`${prefix}/proposal fits 320, 390 and 1280 px and paper with and without a curriculum and a country, from an odd address`, async () => {
      const odd = `?labs=${'9'.repeat(40)}&years=-3&curriculum=zzz&country=%00`
      const { page, errors } = await visit(`${prefix}/proposal${odd}`)
      const usd = usdIn
      const text = () => documentText(page)
      const tables = page.locator('[data-proposal] article table')
      // The defaults are shown, and a note of what was ignored.
      await expect.poll(text).toContain(usd(18_000))
      await page.getByText(words.ignored.heading).waitFor()
      expect(await tables.count()).toBe(2)
      await expectFits(page, 'an odd address: no curriculum, no country')

      // The largest sums: 50 labs for 6 years.
      await page.getByLabel(words.controls.labs, { exact: true }).fill('50')
      await page.getByLabel(words.controls.years, { exact: true }).selectOption('6')
      await expect.poll(text).toContain(usd(50 * 6000 * 6))
      await expectFits(page, '50 labs, 6 years, no curriculum, no country')

      const curriculum = page.getByLabel(words.controls.curriculum, { exact: true })
      await curriculum.selectOption('ib')
      await page.waitForURL(/curriculum=ib/)
      await expect.poll(() => tables.count()).toBe(1)
      await expectFits(page, 'a curriculum, no country')

      await page.getByLabel(words.controls.country, { exact: true }).selectOption('KE')
      await page.waitForURL(/country=KE/)
      await expectFits(page, 'a curriculum and a country')

      await curriculum.selectOption('')
      await page.waitForURL((address) => !address.search.includes('curriculum='))
      await expect.poll(() => tables.count()).toBe(2)
      await expectFits(page, 'a country, no curriculum')

      // Printed to A4 and to US Letter: the document whole, the largest sum in it.
      const largest = formatters(locale).grouped(50 * 6000 * 6)
      for (const format of ['A4', 'Letter'] as const) {
        const paper = await printed(page, format)
        expect(paper.pages.length).toBeLessThanOrEqual(3)
        expect(paper.text).toContain(largest)
      }
      expect(errors).toEqual([])
    })
  }
})
