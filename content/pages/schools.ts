import { evidence } from '../facts'
import { formatters } from '../format'
import type { PageContent } from '../types'
import {
  annualLicense,
  claims,
  earlyTier,
  earlyYears,
  faqHeading,
  grant,
  grouped,
  laterTier,
  laterYears,
  p,
  paths,
  site,
  svsName,
  upTo,
  usd,
  worlds,
} from './shared'

const { number, percent } = formatters('en')
/** A multiplier as a figure: '4x'. */
const times = (value: number) => `${number(value)}x`

export const page: PageContent = {
  path: paths.schools,
  theme: 'info',
  title: 'Schools Edition',
  description:
    `${svsName}: turnkey VR science labs with ${grouped(claims.experiences)} experiences, ` +
    `${claims.practicals} practicals, AI tutors, teacher analytics and grants.`,
  eyebrow: `${svsName} (${site.schoolsEditionShort})`,
  heading: 'Empowering Educators, Inspiring Learners',
  intro:
    'A complete virtual science lab for grades 5 to 12: lessons, practicals and quizzes ' +
    'mapped to your curriculum, with the analytics and training to make them work.',
  heroCtas: [{ kind: 'modal', label: 'Connect with Us', modal: 'schoolContact' }],
  sections: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'A Whole Science Department in Every Headset',
      items: [
        { figure: grouped(claims.experiences), title: 'Experiences' },
        { figure: claims.practicals, title: 'Practicals' },
        { figure: claims.quizzes, title: '3D Interactive Quizzes' },
      ],
    },
    {
      id: 'features',
      eyebrow: 'What you get',
      heading: 'Built Around Your Classroom',
      items: [
        {
          title: 'Enrichment',
          text:
            'Go beyond the textbook with experiments no school lab could stock, from ' +
            'electrolysis to a walk across the surface of Mars.',
        },
        {
          title: 'Engagement',
          text:
            'Every student is hands-on at once, and gamified challenges keep the whole class ' +
            'involved from start to finish.',
        },
        {
          title: 'Empowerment',
          text:
            'Teachers steer each session from their own device and see in real time who needs ' +
            'a hand.',
        },
        {
          title: 'Grades',
          figure: '5–12',
          text: 'Content that grows with students, from their first cell model to final exams.',
        },
        {
          title: 'Subjects',
          figure: String(worlds.length),
          text:
            'Biology, chemistry, physics and space science today, with earth science and ' +
            'mathematics on the way.',
        },
        {
          title: 'Topics',
          figure: claims.curricula,
          text: `Mapped to ${claims.curricula} curricula in ${claims.languages} languages.`,
        },
      ],
    },
    {
      id: 'requirements',
      eyebrow: 'Getting ready',
      heading: 'Basic Requirements',
      body:
        `A ${p} lab needs far less than a traditional lab: no fume cupboards, no chemicals ` +
        'and no consumables to reorder.',
      items: [
        { title: 'Space', text: `A clear, open room of ${claims.labSpace}.` },
        {
          title: 'Headsets',
          text: 'One standalone VR headset per student station, supplied or sourced locally.',
        },
        {
          title: 'Connectivity',
          text: 'A stable Wi-Fi network for updates and class analytics.',
        },
        {
          title: 'Teacher device',
          text: 'A laptop or tablet to run sessions and follow each student’s progress.',
        },
        {
          title: 'Power & storage',
          text: 'A charging cabinet so headsets are ready for the next class.',
        },
      ],
    },
    {
      id: 'installation',
      eyebrow: 'We set it up',
      heading: 'Installation and Training',
      body:
        'Our team installs and configures the lab, then stays until your staff are confident. ' +
        'Certification is free in the first license year for every subject teacher and IT ' +
        'staff member.',
      items: [
        {
          title: 'On-site installation',
          text: 'Headsets configured, content loaded and the lab tested before the first class.',
        },
        {
          title: 'Teacher training',
          text: 'Hands-on sessions on running lessons, practicals and quizzes in VR.',
        },
        {
          title: 'IT onboarding',
          text: 'Device management, updates and troubleshooting for your technical team.',
        },
      ],
      ctas: [
        {
          kind: 'link',
          label: 'Training & Certification',
          to: paths.training,
          variant: 'secondary',
        },
      ],
    },
    {
      id: 'impact',
      display: 'tabs',
      eyebrow: 'Impact',
      heading: 'Better Outcomes for Everyone',
      items: [
        {
          title: 'Schools',
          text: 'A modern science department without the cost and risk of a physical lab.',
          points: [
            {
              title: 'A lab for a fraction of the cost',
              text: `Grants cover ${upTo} of a new VR lab, with no chemicals or consumables to buy.`,
            },
            {
              title: 'Results families can see',
              text: 'Better test scores and engaged students make a school parents choose.',
            },
            {
              title: 'Ready in days',
              text: 'We install, configure and train your staff; lessons map to your curriculum.',
            },
          ],
          stats: [
            {
              figure: percent(grant.maxGrantPercent),
              label: 'of a new lab covered by the grant',
            },
            { figure: percent(evidence.testScoresPercent), label: 'improvement in test scores' },
          ],
        },
        {
          title: 'Teachers',
          text: 'Less preparation and more teaching, with every student hands-on at once.',
          points: [
            {
              title: 'Lessons ready to teach',
              text: `Curriculum-mapped experiences, practicals and ${claims.quizzes} quizzes.`,
            },
            {
              title: 'See who needs help',
              text: 'Analytics show who finished, who struggled and which concept to revisit.',
            },
            {
              title: 'Certified and supported',
              text: 'Training and certification are free in the first licence year.',
            },
          ],
          stats: [
            { figure: times(evidence.fasterTimes), label: 'faster to reach understanding' },
            { figure: claims.quizzes, label: '3D interactive quizzes ready to use' },
          ],
        },
        {
          title: 'Students',
          text: 'Science they can walk into, repeat and remember.',
          points: [
            {
              title: 'Learning by doing',
              text: 'Every student runs the experiment, not just the one at the front.',
            },
            {
              title: 'Safe to make mistakes',
              text: 'Repeat a titration or a circuit until it makes sense, at no risk.',
            },
            {
              title: 'A tutor at their side',
              text: 'An AI tutor answers questions inside each experience.',
            },
          ],
          stats: [
            {
              figure: percent(evidence.retentionPercent),
              label: `retention, against ${percent(evidence.classroomRetentionPercent)} with traditional methods`,
            },
            {
              figure: percent(evidence.moreConfidentPercent),
              label: 'more confident to apply what they learned',
            },
          ],
        },
        {
          title: 'Parents',
          text: 'Children who come home talking about science, and progress you can follow.',
          points: [
            {
              title: 'Progress in plain words',
              text: 'The parent app shares achievements and upcoming lessons.',
            },
            {
              title: 'In your language',
              text: `Experiences and reports in ${claims.languages} languages.`,
            },
            {
              title: 'Safe by design',
              text: 'Short, teacher-led sessions with breaks built in.',
            },
          ],
          stats: [
            {
              figure: times(evidence.emotionallyConnectedTimes),
              label: 'more emotionally connected to lessons',
            },
            { figure: claims.languages, label: 'languages for lessons and reports' },
          ],
        },
      ],
    },
    {
      id: 'ecosystem',
      eyebrow: 'One connected platform',
      heading: `The ${p} Ecosystem`,
      items: [
        {
          title: 'VR Lessons',
          text: 'Curriculum-mapped experiences and practicals across every world.',
        },
        {
          title: 'AI Tutors',
          text: 'Guidance that answers each student’s questions inside the experience.',
        },
        {
          title: 'Teacher Analytics',
          text: 'Class and student reports that show exactly where to focus next.',
        },
        {
          title: 'Principal Admin Dashboard',
          text: 'Lab usage, licenses and learning outcomes across the whole school.',
        },
        {
          title: 'Parent App',
          text: 'Progress, achievements and upcoming lessons, shared with families.',
        },
        {
          title: 'Explanation Room',
          text: 'A personal 3D model or experiment for every student to explore.',
        },
      ],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'How many students can use one lab at a time?',
          text:
            'One license covers one VR lab, and every headset in it runs at the same time, ' +
            'so a whole group learns together under one teacher.',
        },
        {
          title: 'Does it follow our curriculum?',
          text:
            `Yes. Content is mapped to ${claims.curricula} curricula, including IB, ` +
            'Cambridge, US standards, the National Curriculum for England, the Australian ' +
            `Curriculum and CBSE/ICSE, in ${claims.languages} languages.`,
        },
        {
          title: 'What does a lab cost?',
          text:
            `The annual license is ${annualLicense} per lab. With the grant, schools pay ` +
            `${usd(earlyTier.pricePerLabPerYear)} per lab per year in ${earlyYears} and ` +
            `${usd(laterTier.pricePerLabPerYear)} in ${laterYears}.`,
        },
        {
          title: 'Do our teachers need VR experience?',
          text:
            'No. We train your staff during installation, and certification is free in the ' +
            'first license year for every subject teacher and IT staff member.',
        },
        {
          title: 'Is VR safe for students’ eyes?',
          text:
            'Major eye-health organizations state that there is no evidence that VR damages ' +
            'the eyes. Sessions are short and teacher-led, with regular breaks.',
        },
      ],
    },
  ],
}
