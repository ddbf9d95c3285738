import { formatters } from '../format'
import type { PageContent } from '../types'
import {
  annualLicense,
  applyForGrant,
  earlyTier,
  earlyYears,
  faqHeading,
  grant,
  laterTier,
  laterYears,
  p,
  paths,
  schoolsPerCountry,
  upTo,
  usd,
  viewCountryList,
} from './shared'

const { percent } = formatters('en')

export const page: PageContent = {
  path: paths.grant,
  theme: 'info',
  title: 'Grant Program',
  description:
    `Grants of ${upTo} for new ${p} VR labs: the first ${schoolsPerCountry} schools in ` +
    `each of ${grant.eligibleCountries} countries. Apply by ${grant.deadlineLabel}.`,
  eyebrow: 'Grant',
  heading: `Up to ${percent(grant.maxGrantPercent)} Grants for New VR Labs`,
  intro:
    'Together with a world STEM federation, we are helping schools open immersive science ' +
    'labs at a fraction of the usual cost.',
  heroCtas: [applyForGrant],
  sections: [
    {
      id: 'eligibility',
      eyebrow: 'Who can apply',
      heading: 'Eligibility',
      items: [
        {
          figure: String(grant.eligibleCountries),
          title: 'Eligible countries',
          text: 'Schools across six continents can apply.',
        },
        {
          figure: schoolsPerCountry,
          title: 'Schools per country',
          text: 'Grants go to the first schools that apply in each country.',
        },
        {
          figure: 'New',
          title: 'New labs only',
          text: 'The grant funds new VR labs, not existing ones.',
        },
        {
          figure: grant.deadlineLabel,
          title: 'Application deadline',
          text: 'Applications must reach us by this date.',
        },
      ],
    },
    {
      id: 'tiers',
      eyebrow: 'What you pay',
      heading: 'Grant Tiers',
      body: `Without a grant, the annual license is ${annualLicense} per lab.`,
      items: [
        {
          title: `Years ${earlyTier.fromYear}–${earlyTier.toYear}`,
          figure: percent(earlyTier.grantPercent),
          text: `With the grant, you pay ${usd(earlyTier.pricePerLabPerYear)} per lab per year.`,
        },
        {
          title: `Years ${laterTier.fromYear}–${laterTier.toYear}`,
          figure: percent(laterTier.grantPercent),
          text: `With the grant, you pay ${usd(laterTier.pricePerLabPerYear)} per lab per year.`,
        },
      ],
      ctas: [
        {
          kind: 'link',
          label: 'Estimate Your Costs',
          to: `${paths.labSetup}#estimator`,
          variant: 'secondary',
        },
      ],
    },
    {
      id: 'countries',
      heading: 'Is Your Country Eligible?',
      body: `See all ${grant.eligibleCountries} eligible countries, grouped by continent.`,
      ctas: [viewCountryList],
    },
    {
      id: 'apply',
      heading: 'Apply for Your Grant',
      body:
        'Tell us about your school and your plans for a new lab. The grant runs through a ' +
        'world STEM federation whose guidelines decide eligibility and terms, which may vary ' +
        'by country.',
      ctas: [applyForGrant],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Who can apply?',
          text:
            `Schools opening a new VR lab in any of the ${grant.eligibleCountries} eligible ` +
            `countries. The first ${schoolsPerCountry} schools in each country qualify.`,
        },
        {
          title: 'How much does the grant cover?',
          text:
            `${percent(earlyTier.grantPercent)} of the ${annualLicense} annual license in ` +
            `${earlyYears}, so you pay ${usd(earlyTier.pricePerLabPerYear)} per lab per year, ` +
            `and ${percent(laterTier.grantPercent)} in ${laterYears}, so you pay ` +
            `${usd(laterTier.pricePerLabPerYear)}.`,
        },
        {
          title: 'Can we use the grant for an existing lab?',
          text: 'No. The grant is for new labs only, so it reaches schools that need it most.',
        },
        {
          title: 'What is the deadline?',
          text: `Applications must be submitted by ${grant.deadlineLabel}.`,
        },
        {
          title: 'Who decides whether we are eligible?',
          text:
            'The grant runs through a world STEM federation. Its guidelines decide ' +
            'eligibility and terms, which may vary by country.',
        },
      ],
    },
  ],
}
