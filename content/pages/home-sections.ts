import { evidence } from '../facts'
import { formatters } from '../format'
import type { Words } from '../types'
import { claims, paths, site, sviName, svsName } from './shared'

const { number, percent } = formatters('en')
/** A multiplier as a figure: '4x', '3.75x'. */
const times = (value: number) => `${number(value)}x`
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

/**
 * The home page's sections below the worlds (docs/product.md, "Routes › Home"), in page order:
 * their words load with them as the visitor scrolls, not with the first screen.
 */
export const homeSections: Words<typeof content> = content
