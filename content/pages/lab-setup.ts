import type { PageContent } from '../types'
import {
  annualLicense,
  earlyTier,
  earlyYears,
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

export const page: PageContent = {
  path: paths.labSetup,
  theme: 'info',
  title: 'Lab Setup & Licensing',
  description:
    `How a ${p} VR lab is set up, licensed per lab and funded with grants of ${upTo}, ` +
    'from the first consultation to ongoing support.',
  eyebrow: 'Lab Setup & Licensing',
  heading: 'Effortless Setup, Global Accessibility',
  intro:
    'We take care of everything from the first conversation to the first lesson, so your ' +
    'school can open a VR lab without a construction project.',
  heroCtas: [{ kind: 'link', label: 'Learn More', to: '#journey' }],
  sections: [
    {
      id: 'journey',
      display: 'steps',
      eyebrow: 'Five steps',
      heading: 'Your Journey to a VR Lab',
      items: [
        {
          badge: 'Step 1',
          title: 'Initial Consultation',
          text: 'We learn about your students, curriculum, space and goals.',
        },
        {
          badge: 'Step 2',
          title: 'Demos & Grants',
          text: 'Your team tries the worlds live, and we help you apply for a grant.',
        },
        {
          badge: 'Step 3',
          title: 'Procurement & Setup',
          text: 'Headsets are sourced, installed and configured in your lab.',
        },
        {
          badge: 'Step 4',
          title: 'Training',
          text: 'Teachers and IT staff are trained and certified to run the lab.',
        },
        {
          badge: 'Step 5',
          title: 'Ongoing Support',
          text: 'Updates, new content and a support team whenever you need them.',
        },
      ],
    },
    {
      id: 'licensing',
      eyebrow: 'Pricing',
      heading: 'Flexible Licensing',
      items: [
        {
          title: 'Per Lab License',
          text:
            'One license covers one VR lab, so several students learn at once, all with ' +
            'full access to every live world.',
        },
        {
          title: 'Transparent Pricing',
          text:
            `${annualLicense} per lab per year, with no hidden fees. With the grant: ` +
            `${usd(earlyTier.pricePerLabPerYear)} in ${earlyYears}, ` +
            `${usd(laterTier.pricePerLabPerYear)} in ${laterYears}.`,
        },
        {
          title: 'Exclusive Grant Program',
          text:
            `Grants of ${upTo} for the first ${schoolsPerCountry} schools in each eligible ` +
            'country opening a new lab.',
        },
      ],
    },
    {
      id: 'eligibility',
      eyebrow: 'Eligibility',
      heading: `Available in ${grant.eligibleCountries} Countries`,
      body:
        `Schools in ${grant.eligibleCountries} countries across six continents can apply. ` +
        'Check whether your country is on the list before you start.',
      ctas: [viewCountryList],
      image: {
        art: 'globe-eligibility',
        alt: `A globe marking schools in the ${grant.eligibleCountries} eligible countries`,
        width: 640,
        height: 420,
      },
    },
    {
      id: 'get-started',
      heading: 'Ready to Unlock the Power of VR in Your School?',
      body:
        'Tell us about your school and we will guide you through setup, licensing and your ' +
        'grant application.',
      ctas: [{ kind: 'modal', label: 'Connect With Us', modal: 'grantApplication' }],
    },
    {
      id: 'grant-note',
      heading: 'About the Grant',
      body:
        'The grant program runs through a world STEM federation. Its guidelines decide ' +
        'eligibility and terms, which may vary by country.',
    },
  ],
}
