import type { PageContent } from '../types'
import { certificationFrom, getInTouch, p, paths } from './shared'

export const page: PageContent = {
  path: paths.training,
  theme: 'info',
  title: 'Training & Certification',
  description:
    `Standard, Intermediate and Master certification for teachers and IT staff running ` +
    `${p} VR labs, free in the first license year and from ${certificationFrom}.`,
  eyebrow: 'Training & Certification',
  heading: 'Confident Teachers, Confident Classrooms',
  intro:
    'Practical training that turns every science teacher into a VR lab leader, with ' +
    'certification that grows with their experience.',
  sections: [
    {
      id: 'levels',
      eyebrow: 'Three levels',
      heading: 'Certification Levels',
      items: [
        {
          title: 'Standard',
          badge: 'Start here',
          text:
            'Run lessons, practicals and quizzes with confidence, and manage headsets in ' +
            'everyday use.',
        },
        {
          title: 'Intermediate',
          badge: '2 years of experience',
          text:
            'Design your own VR-based units, use analytics to differentiate and mentor ' +
            'colleagues.',
        },
        {
          title: 'Master',
          badge: '3 years of experience',
          text:
            'Lead VR learning across a school or network, train new teachers and shape new ' +
            'content with us.',
        },
      ],
    },
    {
      id: 'fees',
      eyebrow: 'Fees',
      heading: 'Free in Your First Year',
      body:
        'Certification is free in the first license year for every subject teacher and IT ' +
        `staff member. After that, certifications typically cost from ${certificationFrom} ` +
        'each.',
    },
    {
      id: 'format',
      eyebrow: 'How it works',
      heading: 'Learning That Fits a Teacher’s Week',
      items: [
        {
          title: 'Hands-on sessions',
          text: 'Practice in the headset with your own lab and your own classes in mind.',
        },
        {
          title: 'Self-paced modules',
          text: 'Short online units you can complete between lessons.',
        },
        {
          title: 'Assessed practice',
          text: 'Certification is awarded on real teaching, not just a written test.',
        },
      ],
    },
    {
      id: 'get-started',
      heading: 'Train Your Team',
      body: 'Ask us about a training plan for your teachers and IT staff.',
      ctas: [getInTouch],
    },
  ],
}
