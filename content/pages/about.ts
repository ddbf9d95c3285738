import type { PageContent } from '../types'
import { getInTouch, grant, p, paths, sviName, svsName, upTo } from './shared'

export const page: PageContent = {
  path: paths.about,
  theme: 'info',
  title: 'About Us',
  description:
    `Why ${p} builds immersive VR science labs for grades 5 to 12: our mission, our vision ` +
    'and our grant partnership with a world STEM federation.',
  eyebrow: 'About Us',
  heading: 'Making Science Something You Can Step Into',
  intro:
    `${p} began with a simple belief: every student deserves a real science lab, and ` +
    'virtual reality can bring one to any school in the world.',
  sections: [
    {
      id: 'mission',
      eyebrow: 'Mission',
      heading: 'Our Mission',
      body:
        'To give every student in grades 5 to 12, wherever they live, hands-on access to the ' +
        'experiments, models and places that make science click, at a cost a school can ' +
        'actually afford.',
    },
    {
      id: 'vision',
      eyebrow: 'Vision',
      heading: 'Our Vision',
      body:
        'A world where a well-equipped lab is no longer a privilege of the few: where a ' +
        'student in a village school and a student in a capital city run the same ' +
        'experiment, see the same molecules and dream just as big.',
    },
    {
      id: 'partnership',
      eyebrow: 'Partnership',
      heading: 'In Partnership With a World STEM Federation',
      body:
        'Our grant program runs together with a world STEM federation that shares our ' +
        'commitment to science for all. Through it, eligible schools in ' +
        `${grant.eligibleCountries} countries can receive grants of ${upTo} on a new VR lab.`,
      ctas: [{ kind: 'link', label: 'About the Grant', to: paths.grant, variant: 'secondary' }],
      image: {
        art: 'partnership-lockup',
        alt: `${p} in partnership with a world STEM federation, its grant partner`,
        width: 600,
        height: 200,
      },
    },
    {
      id: 'timeline',
      eyebrow: 'Our journey',
      heading: 'From One Idea to Classrooms Worldwide',
      items: [
        {
          badge: 'The spark',
          title: 'A lab for every classroom',
          text:
            'Teachers everywhere told us the same story: too few labs, too little equipment ' +
            'and too many experiments that are too costly or dangerous to run.',
        },
        {
          badge: 'The worlds',
          title: 'BioVerse, ChemVerse, AtomVerse and SpaceVerse',
          text:
            'We built curriculum-mapped worlds for biology, chemistry, physics and space ' +
            'science, each with experiences, practicals and quizzes.',
        },
        {
          badge: 'For schools',
          title: svsName,
          text:
            'Complete VR labs with lessons, AI tutors, analytics, installation and teacher ' +
            'training, licensed per lab.',
          to: paths.schools,
        },
        {
          badge: 'For individuals',
          title: sviName,
          text:
            'The same worlds for learners at home, on their own headset and schedule. The ' +
            'waitlist is open.',
          to: paths.individuals,
        },
        {
          badge: 'Next',
          title: 'GeoVerse and mathVerse',
          text: 'Earth science and mathematics worlds are in development.',
          to: paths.subjects,
        },
      ],
    },
    {
      id: 'join',
      eyebrow: 'Join us',
      heading: 'Be Part of the Movement',
      body: 'However you are connected to education, there is a place for you in what we build.',
      items: [
        {
          title: 'Schools',
          text: 'Open a VR lab on your campus and apply for a grant while places last.',
        },
        {
          title: 'Educators',
          text: 'Get certified, shape new lessons with us and share what works in class.',
        },
        {
          title: 'Partners',
          text: 'Bring immersive science to the schools in your region as an associate partner.',
        },
        {
          title: 'Learners & parents',
          text: `Join the ${sviName} waitlist and explore the worlds at home.`,
        },
      ],
      ctas: [getInTouch],
    },
  ],
}
