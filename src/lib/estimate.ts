import { pricing } from '../../content/site'

export type YearCost = {
  year: number
  /** Price per lab for this year, with the grant. */
  pricePerLab: number
  grantPercent: number
  withoutGrant: number
  withGrant: number
}

export type Estimate = {
  labs: number
  years: number
  perYear: YearCost[]
  withoutGrant: number
  withGrant: number
  saving: number
}

/** The longest licence the grant covers: its last tier's last year (6). */
export const maxYears = Math.max(...pricing.grantTiers.map((tier) => tier.toYear))

/**
 * What `labs` labs cost over `years` years, without and with the grant (docs/product.md, "Tools › Licence estimator"): the
 * annual licence is $6,000 per lab; with the grant, years 1 to 3 cost $1,500 per lab (75% off)
 * and years 4 to 6 $2,400 (60% off). USD, whole dollars.
 */
export function estimateCost(labs: number, years: number): Estimate {
  if (!Number.isInteger(labs) || labs < 1) throw new RangeError('labs must be a whole number ≥ 1')
  if (!Number.isInteger(years) || years < 1 || years > maxYears) {
    throw new RangeError(`years must be a whole number from 1 to ${maxYears}`)
  }
  const perYear = Array.from({ length: years }, (_, n): YearCost => {
    const year = n + 1
    const tier = pricing.grantTiers.find((t) => year >= t.fromYear && year <= t.toYear)
    if (!tier) throw new RangeError(`no grant tier covers year ${year}`)
    return {
      year,
      pricePerLab: tier.pricePerLabPerYear,
      grantPercent: tier.grantPercent,
      withoutGrant: pricing.annualLicencePerLab * labs,
      withGrant: tier.pricePerLabPerYear * labs,
    }
  })
  const withoutGrant = perYear.reduce((sum, y) => sum + y.withoutGrant, 0)
  const withGrant = perYear.reduce((sum, y) => sum + y.withGrant, 0)
  return { labs, years, perYear, withoutGrant, withGrant, saving: withoutGrant - withGrant }
}
