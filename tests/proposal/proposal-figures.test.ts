import { describe, expect, it } from 'vitest'
import { limits, pricing } from '../../content/facts'
import type { ProposalChoices } from '../../machines/proposal.machine'
import { estimateCost, maxYears } from '../../src/lib/estimate'
import { handOffMessage } from '../../src/proposal/proposal-names'

/** The licence cost from the content's tiers, computed here in the plainest way. */
function fromTiers(labs: number, years: number) {
  let withGrant = 0
  for (let year = 1; year <= years; year++) {
    const tier = pricing.grantTiers.find((t) => year >= t.fromYear && year <= t.toYear)!
    withGrant += labs * pricing.annualLicencePerLab * (1 - tier.grantPercent / 100)
  }
  const withoutGrant = labs * years * pricing.annualLicencePerLab
  return { withoutGrant, withGrant, saving: withoutGrant - withGrant }
}

describe('the proposal’s figures (the estimator’s arithmetic, on the content’s grant tiers)', () => {
  it('3 labs for 4 years: $72,000 without the grant, $20,700 with it, $51,300 saved', () => {
    const estimate = estimateCost(3, 4)
    expect(estimate).toMatchObject({ withoutGrant: 72_000, withGrant: 20_700, saving: 51_300 })
    expect(estimate).toMatchObject(fromTiers(3, 4))
    expect(estimate.perYear.map((y) => [y.grantPercent, y.pricePerLab, y.withGrant])).toEqual([
      [75, 1500, 4500],
      [75, 1500, 4500],
      [75, 1500, 4500],
      [60, 2400, 7200],
    ])
  })

  it('agrees with the tiers for every number of labs and years a proposal allows', () => {
    expect(maxYears).toBe(6)
    for (let years = 1; years <= maxYears; years++)
      for (const labs of [1, 2, 3, 17, limits.estimatorMaxLabs])
        expect(estimateCost(labs, years)).toMatchObject(fromTiers(labs, years))
  })
})

describe('the message the contact form opens with', () => {
  const choices: ProposalChoices = {
    labs: 3,
    years: 4,
    curriculum: 'ib',
    country: 'KE',
    school: 'Lakeside School',
  }
  const estimate = estimateCost(3, 4)
  const link = (withSchool: boolean) =>
    `https://stemverse.example/proposal?labs=3&years=4&curriculum=ib&country=KE${
      withSchool ? `&school=${encodeURIComponent('ش'.repeat(100))}` : ''
    }`

  it('carries the figures, the curriculum, the country and the link', () => {
    const message = handOffMessage(choices, estimate, () => 'https://x.example/p', 500)
    expect(message).toBe(
      'We would like to discuss this proposal: 3 labs, 4 years, $20,700 with the grant ' +
        '($72,000 without). Curriculum: International Baccalaureate (IB). Country: Kenya. ' +
        'https://x.example/p',
    )
  })

  it('fits the form’s limit: the link loses the school’s name first, then the text is cut', () => {
    expect(link(true).length).toBeGreaterThan(500)
    const shorter = handOffMessage(choices, estimate, link, limits.messageMax)
    expect(shorter.length).toBeLessThanOrEqual(limits.messageMax)
    expect(shorter.endsWith(link(false))).toBe(true)
    const cut = handOffMessage(choices, estimate, link, 120)
    expect(cut.length).toBeLessThanOrEqual(120)
    expect(cut.endsWith(`… ${link(false)}`)).toBe(true)
  })
})
