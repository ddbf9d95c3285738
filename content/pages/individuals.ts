import type { PageContent } from '../types'
import { claims, faqHeading, grouped, joinWaitlist, paths, site, sviName, svsName } from './shared'

export const page: PageContent = {
  path: paths.individuals,
  theme: 'info',
  title: 'Individuals Edition',
  description:
    `${sviName} brings VR labs, AI tutors and gamified science challenges home for ` +
    'learners in grades 5 to 12. Join the waitlist today.',
  eyebrow: `${sviName} (${site.individualsEditionShort})`,
  heading: 'Educate Yourself in your Space & Time',
  intro:
    'The worlds schools use, on your own headset and your own schedule: learn ahead, revise ' +
    'before exams or simply follow your curiosity.',
  heroCtas: [{ kind: 'modal', label: 'Inquire About SVI Experience', modal: 'waitlist' }],
  sections: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'A Science Lab in Your Living Room',
      items: [
        { figure: grouped(claims.experiences), title: 'Experiences' },
        { figure: claims.practicals, title: 'Practicals' },
        { figure: claims.quizzes, title: '3D Interactive Quizzes' },
      ],
    },
    {
      id: 'features',
      eyebrow: 'Features',
      heading: 'Everything You Need to Learn on Your Own',
      items: [
        {
          title: 'VR Labs',
          text: 'Run real practicals safely at home, and repeat them until they make sense.',
        },
        {
          title: 'AI Tutors',
          text: 'Ask anything, anytime, and get explanations pitched at your level.',
        },
        {
          title: 'Interactive Quizzes',
          text: '3D quizzes that check what you understood, not just what you remember.',
        },
        {
          title: 'Advanced Analytics',
          text: 'See your strengths and gaps by topic, and know exactly what to revise next.',
        },
        {
          title: 'Learners’ Community',
          text: 'Meet learners from around the world who are just as curious as you.',
        },
        {
          title: 'Weekly Gamified Competitions',
          text: 'New challenges every week, with leaderboards, badges and bragging rights.',
        },
      ],
    },
    {
      id: 'excited',
      heading: 'Excited?',
      body:
        `${sviName} is opening to learners in waves. Join the waitlist and be among the ` +
        'first to step inside.',
      ctas: [joinWaitlist],
    },
    {
      id: 'headsets',
      eyebrow: 'Compatibility',
      heading: 'Works With the Headset You Have',
      body:
        'No computer or cables needed: install the app on a standalone headset and start ' +
        'exploring.',
      items: [
        { title: 'Meta Quest 3', text: 'Standalone headset with full-color passthrough.' },
        { title: 'Meta Quest 3S', text: 'Standalone headset, great value for home learning.' },
        { title: 'Pico headsets', text: 'Current standalone Pico models are supported.' },
      ],
      ctas: [{ kind: 'disabled', label: 'Coming Soon', note: 'Headset bundle' }],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: `When will ${sviName} be available?`,
          text:
            'We are opening access in waves. Everyone on the waitlist hears about it first ' +
            'and gets early access before the public launch.',
        },
        {
          title: 'Which headsets does it work with?',
          text:
            'It runs on the Meta Quest 3 and Meta Quest 3S standalone headsets and on Pico ' +
            'headsets. You don’t need a computer.',
        },
        {
          title: 'Who is it for?',
          text:
            'Learners in grades 5 to 12 who want to get ahead, revise for exams or go beyond ' +
            'the syllabus, and parents who want to explore alongside them.',
        },
        {
          title: 'Can I buy a headset bundle?',
          text:
            'Not yet. A bundle with a headset and a subscription is coming soon; join the ' +
            'waitlist to hear when it is available.',
        },
        {
          title: 'Is it the same content schools use?',
          text:
            `It is built on the same worlds as ${svsName}, with AI tutors, personal ` +
            'analytics and weekly competitions designed for learning on your own.',
        },
      ],
    },
  ],
}
