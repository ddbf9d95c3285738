// The estimator's price per lab is seen as a struck-out list price beside the price with the
// grant; a screen reader, which does not announce the strike, must hear it in that order and in
// words: "was $6,000 now $1,500", never "instead of $6,000 $1,500" (WCAG 1.3.1). The Spanish and
// Arabic pages are read in Chromium (tests/e2e/proposal.e2e.ts); run with SITE_LOCALE=es or ar to
// see them here.
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { pricing } from '../../content/site'
import { CurrencyProvider } from '../../src/app/currency-actor'
import { formatCurrency, formatNumber, formatPercent } from '../../src/i18n/format'
import { estimateCost } from '../../src/lib/estimate'
import { m } from '../../src/paraglide/messages'
import { LicenceEstimator } from '../../src/views/tools/licence-estimator'
import { renderInRouter } from '../routes/router-harness'

// The estimator asks the visitor's currency once the page is idle: no third party from a test.
vi.mock('../../src/services/geolocation', () => ({ lookUpCountry: async () => null }))

const money = (amount: number) => formatCurrency(amount, pricing.currency)
/** Text as it is read: any run of spaces (the formatters' no-break ones too) as one. */
const read = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

describe('the estimator’s price per lab', () => {
  it('reads the struck-out list price first, then the price with the grant, each said in words', async () => {
    renderInRouter(
      <CurrencyProvider>
        <LicenceEstimator />
      </CurrencyProvider>,
    )
    // The box that may scroll on a phone is named by the table's caption and reached by the
    // keyboard.
    const caption = m.tools_cost_caption_one({ count: formatNumber(1) })
    const region = await screen.findByRole('region', { name: caption })
    expect(region.tabIndex).toBe(0)
    const table = within(region).getByRole('table', { name: caption })
    const perLab = within(table).getAllByRole('columnheader')[2]!
    expect(perLab).toHaveTextContent(m.tools_col_per_lab())
    const { perYear, labs, years } = estimateCost(1, 3)
    expect([labs, years]).toEqual([1, 3])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(perYear.length)
    rows.forEach((row, n) => {
      const cells = within(row).getAllByRole('cell')
      expect(read(cells[0]!.textContent)).toBe(read(formatPercent(perYear[n]!.grantPercent)))
      const expected = [
        m.tools_price_was(),
        money(pricing.annualLicencePerLab),
        m.tools_price_now(),
        money(perYear[n]!.pricePerLab),
      ].join(' ')
      expect(read(cells[1]!.textContent)).toBe(read(expected))
      // What is struck out is the list price alone, with its word.
      expect(read(cells[1]!.querySelector('s')!.textContent)).toBe(
        read(`${m.tools_price_was()} ${money(pricing.annualLicencePerLab)}`),
      )
    })
  })
})
