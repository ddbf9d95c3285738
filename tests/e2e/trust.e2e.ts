// The trust center (/trust) in Chromium, on the production build: its five sections in each
// language (sampled), the school contact form's row, the outside origins against the policy the
// service sends with the page (both ways), and the printed PDF (the document alone, page
// numbers). Arabic is sampled at phone width, right to left. axe, landmark-unique and Label in
// Name included, runs on /trust in all four languages on the route sweep's drawings of it
// (tests/e2e/sweep-plan.ts), and the remarks' language is tests/trust/trust-languages.test.ts's.
import type { Page } from 'playwright-core'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { footerCopy } from '../../content/footer-navigation'
import { formWords } from '../../content/pages/privacy-forms'
import { trust } from '../../content/pages/trust'
import { trust as trustAr } from '../../content/pages/trust.ar'
import { trust as trustEs } from '../../content/pages/trust.es'
import { setupBrowser, url } from './browser'

const { open } = setupBrowser()

const headings = (words: typeof trust) => [
  words.sections.forms.heading,
  words.sections.parties.heading,
  words.sections.device.heading,
  words.sections.security.heading,
  words.sections.accessibility.heading,
]

/** The page printed as Chromium prints it to paper, as text per sheet. */
async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' })
  const pdf = await page.pdf({ format: 'A4', printBackground: false })
  await page.emulateMedia({ media: 'screen' })
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await document.destroy()
  return pages.map((text) => text.replace(/\s+/g, ' '))
}

/** The outside origins a Content-Security-Policy allows (its http(s) sources). */
const policyOrigins = (policy: string) =>
  new Set(policy.split(/[\s;]+/).filter((source) => /^https?:\/\//.test(source)))

describe('the trust center', () => {
  it('/trust: five sections, the school contact row, and the built policy’s origins', async () => {
    const { page, errors } = await open('/trust')
    for (const name of headings(trust))
      expect(await page.getByRole('heading', { level: 2, name }).count()).toBe(1)

    const row = page.locator('tr[data-form="schoolContact"]')
    const text = await row.innerText()
    expect(text).toContain(formWords.names.schoolContact)
    for (const field of ['School Name', 'Email', 'Message', 'Phone Number'])
      expect(text).toContain(field)
    expect(text).toContain(formWords.destinations.outbox)

    // The origins the page names are the origins its own policy allows: no more, no fewer.
    const policy = (await page.request.get(url('/trust'))).headers()['content-security-policy']
    const named = await page
      .locator('[data-origin]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-origin')))
    expect(new Set(named)).toEqual(policyOrigins(policy ?? ''))
    expect(named.length).toBeGreaterThan(0)

    expect(errors).toEqual([])
  })

  it('/trust prints the document alone, with page numbers', async () => {
    const { page } = await open('/trust', { waitForApp: false })
    const pages = await printed(page)
    const all = pages.join(' ')
    expect(pages.length).toBeGreaterThan(1)
    expect(pages[0]).toContain(trust.heading)
    for (const heading of headings(trust)) expect(all).toContain(heading)
    // Page numbers at the foot of each sheet; no header, navigation, footer or controls.
    expect(pages.at(-1)).toContain(`${pages.length} / ${pages.length}`)
    for (const absent of [
      'Skip to content',
      trust.contentsLabel,
      trust.printLabel,
      footerCopy.copyright,
    ])
      expect(all).not.toContain(absent)
  })

  it('/es/trust and /ar/trust (phone, right to left) show the five sections in their language', async () => {
    const es = await open('/es/trust', { waitForApp: false })
    for (const name of headings(trustEs))
      expect(await es.page.getByRole('heading', { level: 2, name }).count()).toBe(1)
    const ar = await open('/ar/trust', { viewport: 'phone', waitForApp: false })
    expect(await ar.page.locator('html').getAttribute('dir')).toBe('rtl')
    for (const name of headings(trustAr))
      expect(await ar.page.getByRole('heading', { level: 2, name }).count()).toBe(1)
    // The tables scroll inside their own boxes: the page itself never scrolls sideways.
    expect(await ar.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    )
    // The report downloads as the file the page links to.
    const href = await ar.page.locator('a[download]').getAttribute('href')
    const report = await ar.page.request.get(url(href ?? ''))
    expect(report.status()).toBe(200)
    expect(await report.text()).toContain('success_criteria_level_aa')
    expect([...es.errors, ...ar.errors]).toEqual([])
  })
})
