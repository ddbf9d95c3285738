import { evidence } from '../facts'
import { formatters } from '../format'
import type { PageContent, Words } from '../types'
import { claims, grant, p, paths, site, sviName, svsName, upTo } from './shared'

const { number, percent } = formatters('en')
/** A multiplier as a figure: '4x', '3.75x'. */
const times = (value: number) => `${number(value)}x`

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

const benefitItems = [
  {
    title: 'Experiential Understanding',
    text:
      'Students don’t just read about mitosis or magnetic fields; they watch them ' +
      'happen all around them, and remember what they saw.',
  },
  {
    title: 'Personalized Education',
    text:
      'AI tutors and adaptive quizzes meet each learner at their level, so fast learners ' +
      'go further and others get another try.',
  },
  {
    title: 'Motivational Boost',
    text:
      'Lessons that feel like exploration keep students asking the next question, long ' +
      'after the bell rings.',
  },
  {
    title: 'Safe Environment',
    text:
      'Handle strong acids, high voltages and radioactive sources with zero risk, and ' +
      'repeat any practical as often as it takes.',
  },
  {
    title: 'Active Engagement',
    text:
      'Every student is hands-on at the same time, instead of watching a demonstration ' +
      'from the back of the room.',
  },
  {
    title: 'Gamified Learning',
    text:
      'Points, badges and friendly challenges turn revision into something students ' +
      'choose to do.',
  },
]

/** The five statistic cards of the home slider. */
export const statisticItems = [
  {
    figure: percent(evidence.retentionPercent),
    title: 'Retention',
    text:
      `Learners retain up to ${percent(evidence.retentionPercent)} of what they experience in ` +
      `VR, against ${percent(evidence.classroomRetentionPercent)} in class.`,
  },
  {
    figure: times(evidence.fasterTimes),
    title: 'Faster to Train',
    text: 'Learners reach the same understanding up to four times faster than in class.',
  },
  {
    figure: times(evidence.emotionallyConnectedTimes),
    title: 'More Emotionally Connected',
    text:
      `Students feel ${number(evidence.emotionallyConnectedTimes)} times more connected to ` +
      'what they learn in VR.',
  },
  {
    figure: percent(evidence.moreConfidentPercent),
    title: 'More Confident',
    text:
      `Learners are ${percent(evidence.moreConfidentPercent)} more confident to apply new ` +
      'skills after training in VR.',
  },
  {
    figure: percent(evidence.testScoresPercent),
    title: 'Better Test Scores',
    text:
      `A ${percent(evidence.testScoresPercent)} improvement in test scores when lessons add ` +
      'immersive practice.',
  },
]

/** The four-card grid shown instead when the statistics slider is switched off. */
export const highlightItems = [
  {
    title: 'AI Tutors',
    text: 'A patient tutor in every world answers questions and explains each step.',
  },
  {
    title: 'Analytics',
    text: 'Teachers see who finished, who struggled and which concepts need revisiting.',
  },
  {
    title: 'Quizzes',
    text: `${claims.quizzes} 3D interactive quizzes check understanding while it is fresh.`,
  },
  {
    title: 'Explanation Room',
    text: 'Each student gets their own 3D model or experiment to turn, open and explore.',
  },
]

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
  benefits: {
    eyebrow: 'Why VR',
    heading: 'Why Learning in VR Works',
    items: benefitItems,
    eyeNote:
      'Major eye-health organizations state that there is no evidence that VR damages the ' +
      'eyes. Lessons are short and teacher-led, with breaks built in.',
    editions: [
      {
        title: svsName,
        badge: site.schoolsEditionShort,
        text:
          'Turnkey VR labs with lessons, practicals, quizzes, AI tutors, teacher analytics and a ' +
          'dashboard for school leaders.',
        to: paths.schools,
      },
      {
        title: sviName,
        badge: site.individualsEditionShort,
        text:
          'The same worlds on your own headset and your own schedule, with AI tutors and weekly ' +
          'competitions.',
        to: paths.individuals,
      },
    ],
    more: 'Know More',
  },
  labs: {
    eyebrow: 'Labs',
    heading: 'Theory and Practice in One Lab',
    items: [
      {
        figure: claims.experiences,
        title: 'Experiences',
        label: 'Theoretical',
        text:
          'Guided journeys through cells, molecules, circuits and galaxies that make abstract ' +
          'ideas concrete.',
      },
      {
        figure: claims.practicals,
        title: 'Practicals',
        label: 'Practical',
        text:
          'Step-by-step virtual experiments that follow real lab methods, from titrations to ' +
          'dissections.',
      },
    ],
  },
  statistics: { eyebrow: 'The evidence', heading: 'What Immersive Learning Changes' },
  highlights: { eyebrow: 'Inside every lab', heading: 'Everything a Modern Science Lab Needs' },
  blog: {
    eyebrow: 'From the blog',
    heading: 'Innovations & Research',
    body: 'Research, classroom stories and product news from the team.',
    viewAll: 'View All',
    /** The link's whole name, beginning with what it shows (one phrase, not two joined). */
    viewAllName: 'View all posts',
  },
} as const

/** The home page's parts (docs/product.md, "Routes › Home"), in page order. */
export const home: Words<typeof content> = content
