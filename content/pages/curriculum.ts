import type { PageContent } from '../types'
import { claims, comingSoonLabel, connectWithUs, p, paths, syllabusPaths } from './shared'

export const page: PageContent = {
  path: paths.curriculum,
  theme: 'info',
  title: 'Curriculum',
  description:
    `${p} maps its VR science content to ${claims.curricula} curricula, including IB, ` +
    'Cambridge, US standards, the English National Curriculum and CBSE.',
  eyebrow: 'Curriculum',
  heading: 'Aligned With the Curriculum You Teach',
  intro:
    `Every experience is mapped to the topics your students study: ${claims.curricula} ` +
    `curricula in ${claims.languages} languages, with more on the way.`,
  sections: [
    {
      id: 'curricula',
      eyebrow: 'Available now',
      heading: 'Explore the Syllabus Maps',
      items: [
        {
          title: 'International Baccalaureate (IB)',
          badge: 'International',
          text: 'Biology, chemistry and physics topics for IB science.',
          to: syllabusPaths.ib,
        },
        {
          title: 'Cambridge IGCSE & A Levels',
          badge: 'International',
          text: 'Core topics from Cambridge IGCSE and A Level sciences.',
          to: syllabusPaths.cambridge,
        },
        {
          title: 'US Common Core State Standards & Next Generation Science Standards',
          badge: 'United States',
          text: 'Life, physical and chemical science aligned to US standards.',
          to: syllabusPaths.us,
        },
        {
          title: 'UK National Curriculum for England',
          badge: 'United Kingdom',
          text: 'Key stage science topics from the British curriculum.',
          to: syllabusPaths.uk,
        },
        {
          title: 'Australian Curriculum',
          badge: 'Australia',
          text: 'Science understanding strands from the Australian Curriculum.',
          to: syllabusPaths.australia,
        },
        {
          title: 'India CBSE & ICSE',
          badge: 'India',
          text: 'Science topics from the CBSE and ICSE boards.',
          to: syllabusPaths.india,
        },
        {
          title: 'UAE Ministry of Education Curriculum',
          badge: 'United Arab Emirates',
          text: 'Mapped for schools in the UAE; the topic list is shared on request.',
        },
      ],
    },
    {
      id: 'coming-soon',
      eyebrow: 'On the way',
      heading: 'More Countries Coming Soon',
      items: [
        { title: 'Canada', badge: comingSoonLabel },
        { title: 'Singapore', badge: comingSoonLabel },
        { title: 'New Zealand', badge: comingSoonLabel },
        { title: 'South Africa', badge: comingSoonLabel },
        { title: 'Saudi Arabia', badge: comingSoonLabel },
        { title: 'Malaysia', badge: comingSoonLabel },
        { title: 'Kenya', badge: comingSoonLabel },
        { title: 'Brazil', badge: comingSoonLabel },
      ],
    },
    {
      id: 'request',
      heading: 'Don’t See Your Curriculum?',
      body:
        'Tell us what your school teaches and we will show you how the worlds map to it. ' +
        'New curriculum maps are added every term.',
      ctas: [connectWithUs],
    },
  ],
}
