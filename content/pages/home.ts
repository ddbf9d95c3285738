import { formatters } from '../format'
import type { PageContent, Words } from '../types'
import { grant, p, paths, sviName, svsName, upTo } from './shared'

const { percent } = formatters('en')

export const page: PageContent = {
  path: paths.home,
  theme: 'home',
  title: 'Immersive VR Science Learning',
  description:
    `${p} turns biology, chemistry, physics and space science into immersive VR labs for ` +
    `grades 5 to 12, with grants of ${upTo} for schools.`,
  heading: 'The Future of Education',
  intro:
    'Step inside a living cell, a chemical reaction and the solar system. ' +
    `${p} turns school science into virtual labs students can explore, repeat and remember.`,
  // The home page is drawn from `home` below, not from generic sections.
  sections: [],
}

const content = {
  heroSlides: [
    {
      id: 'future',
      // The page's title (page.heading, the h1) stands above the slides: this one says more.
      title: 'Step Inside Science',
      text:
        'Step inside a living cell, a chemical reaction and the solar system. ' +
        `${p} turns school science into virtual labs students explore, repeat and remember.`,
      art: 'hero-vr-classroom',
    },
    {
      id: 'democratizing',
      title: 'Democratizing Tomorrow’s Education, Today',
      text:
        `Grants cover ${upTo} of a new VR lab for eligible schools in ` +
        `${grant.eligibleCountries} countries.`,
      badge: { figure: `upto ${percent(grant.maxGrantPercent)}`, label: 'Grants' },
      link: { label: 'How the grant works', to: paths.grant },
      art: 'globe-eligibility',
    },
    {
      id: 'schools',
      title: 'Empowering Educators, Inspiring Learners',
      text: 'Ready-made lessons, practicals, quizzes and analytics that fit your timetable.',
      link: { label: svsName, to: paths.schools },
      art: 'lab-setup',
    },
    {
      id: 'individuals',
      title: 'Educate Yourself in your Space & Time',
      text: `${sviName} brings the same worlds home, on your headset and your schedule.`,
      link: { label: sviName, to: paths.individuals },
      art: 'world-hero-spaceverse',
    },
  ],
  earlyAdopter: {
    label: 'Early Adopter',
    text: 'Grants, free modules and priority support for schools that join now.',
    offer: 'Offer',
    note: '*Limited Time Only',
  },
  products: {
    eyebrow: 'Six worlds',
    heading: 'Every Subject Is a World to Explore',
    body:
      'Biology, chemistry, physics and space science are ready for your classroom today; ' +
      'earth science and mathematics are on their way.',
    more: 'Know More',
  },
} as const

/**
 * The home page's banner and the six worlds just below it (docs/product.md, "Routes › Home"),
 * which wake as the page settles; the sections further down are in ./home-sections.ts.
 */
export const home: Words<typeof content> = content
