import type { PageContent } from '../types'
import { applyForGrant, grant, p, paths, schoolsPerCountry, upTo } from './shared'

export const page: PageContent = {
  path: paths.countryList,
  theme: 'info',
  title: 'Eligible Countries',
  description:
    `See the ${grant.eligibleCountries} countries where schools can apply for grants of ` +
    `${upTo} on a new ${p} VR lab, grouped by continent and searchable by name.`,
  eyebrow: 'Grant',
  heading: 'Countries Eligible for the Grant',
  intro:
    `Schools in ${grant.eligibleCountries} countries can apply. Search for yours below; ` +
    'countries are grouped by continent.',
  sections: [
    {
      id: 'find',
      heading: 'Find Your Country',
      body: 'Type any part of a country’s name to filter the list.',
    },
    {
      id: 'rules',
      heading: 'Before You Apply',
      items: [
        { title: 'First come', text: `The first ${schoolsPerCountry} schools in each country.` },
        { title: 'New labs only', text: 'The grant funds new VR labs, not existing ones.' },
        { title: 'Deadline', text: `Apply by ${grant.deadlineLabel}.` },
      ],
      body:
        'Eligibility and terms follow the guidelines of a world STEM federation and may ' +
        'vary by country.',
    },
    {
      id: 'apply',
      heading: 'Your Country Is on the List?',
      ctas: [applyForGrant, { kind: 'link', label: 'About the Grant', to: paths.grant }],
    },
  ],
}
