import { formatters } from '../format'
import type { Section, SectionItem, World } from '../types'
import { worldFigures } from '../world-facts'
import { connectWithUs, faqHeading } from './shared'

const { number } = formatters('en')

/** A world's counters: its experiences, concepts and practicals (world-facts.ts). */
const counters = (figures: { experiences: number; concepts: number; practicals: number }) =>
  [
    { figure: number(figures.experiences), title: 'Experiences' },
    { figure: number(figures.concepts), title: 'Concepts' },
    { figure: number(figures.practicals), title: 'Practicals' },
  ] satisfies SectionItem[]

/** Outlines of the world pages below their hero (docs/product.md, "Routes › Worlds"). */
export const worldPageSections: Record<World['key'], Section[]> = {
  bioverse: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'BioVerse in Numbers',
      items: counters(worldFigures.bioverse),
    },
    {
      id: 'description',
      eyebrow: 'Biology',
      heading: 'Biology You Can Walk Through',
      body:
        'Shrink down inside a cell, follow oxygen from the lungs to a working muscle and ' +
        'watch a leaf turn sunlight into sugar. BioVerse turns the living world into places ' +
        'students explore, so structures and processes stop being diagrams and start making ' +
        'sense.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Which biology topics does BioVerse cover?',
          text:
            'Cells and organelles, enzymes, respiration, photosynthesis, circulation, ' +
            'digestion, genetics, ecology and more, mapped to major school curricula.',
        },
        {
          title: 'Which grades is BioVerse designed for?',
          text:
            'Grades 5 to 12. Younger students explore body systems and habitats; older ' +
            'students go deep into cell biology, genetics and physiology.',
        },
        {
          title: 'How do the practicals compare with a wet lab?',
          text:
            `The ${number(worldFigures.bioverse.practicals)} practicals follow real lab methods, ` +
            'from microscopy to dissection, without specimens, consumables or cleanup, and can ' +
            'be repeated as often as needed.',
        },
        {
          title: 'How long does a BioVerse experience take?',
          text:
            'Most experiences take 10 to 20 minutes, leaving time in a normal lesson to ' +
            'discuss what students saw.',
        },
        {
          title: 'How do teachers know what students learned?',
          text:
            '3D quizzes inside each experience feed the teacher dashboard, which shows ' +
            'progress by student and by concept.',
        },
      ],
    },
  ],
  chemverse: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'ChemVerse in Numbers',
      items: counters(worldFigures.chemverse),
    },
    {
      id: 'description',
      eyebrow: 'Chemistry',
      heading: 'Chemistry Without the Risk',
      body:
        'Mix acids and bases, split water by electrolysis and build molecules atom by atom. ' +
        'ChemVerse lets students run the reactions schools rarely risk, see what happens at ' +
        'the particle level and repeat every step until it clicks.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Which chemistry topics does ChemVerse cover?',
          text:
            'Atomic structure, bonding, the periodic table, acids and bases, rates, ' +
            'electrolysis and organic chemistry, mapped to major school curricula.',
        },
        {
          title: 'Is it really safe to run dangerous reactions?',
          text:
            'Yes. Everything happens in VR, so there are no chemicals, fumes or broken glass, ' +
            'while students still learn the safety procedures of a real lab.',
        },
        {
          title: 'Can ChemVerse replace our chemistry lab?',
          text:
            'It complements it. Students rehearse practicals in VR, arrive at the bench ' +
            'prepared and can run experiments your lab cannot.',
        },
        {
          title: 'Do students see what happens at the molecular level?',
          text:
            'They do. Any reaction can be paused and zoomed into, so students watch particles ' +
            'collide, bonds break and new substances form.',
        },
        {
          title: 'How are ChemVerse practicals assessed?',
          text:
            'Each practical records students’ steps and results, and quizzes check the ' +
            'underlying concepts in the teacher dashboard.',
        },
      ],
    },
  ],
  atomverse: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'AtomVerse in Numbers',
      items: counters(worldFigures.atomverse),
    },
    {
      id: 'description',
      eyebrow: 'Physics',
      heading: 'Physics You Can See and Feel',
      body:
        'Bend light through a prism, trace the field around a coil and compare mass and weight ' +
        'on different planets. AtomVerse makes the invisible rules of physics visible, so ' +
        'students build intuition before they meet the equations.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Which physics topics does AtomVerse cover?',
          text:
            'Forces and motion, energy, waves, light, electricity, magnetism and atomic ' +
            'physics, mapped to major school curricula.',
        },
        {
          title: 'Can students take real measurements?',
          text:
            'Yes. Virtual instruments let students measure, record and plot results just as ' +
            'they would with real equipment.',
        },
        {
          title: 'Does AtomVerse help with the math of physics?',
          text:
            'Each experience links what students see to the relationships behind it, so ' +
            'formulas describe something they have already watched happen.',
        },
        {
          title: 'Which grades is AtomVerse for?',
          text:
            'Grades 5 to 12, from simple circuits and forces to electromagnetism and ' +
            'nuclear physics.',
        },
        {
          title: 'Is there equipment to maintain?',
          text:
            'No power supplies, magnets or radioactive sources to store: every piece of ' +
            'apparatus lives in the headset.',
        },
      ],
    },
  ],
  spaceverse: [
    {
      id: 'features',
      heading: 'Explore the Universe',
      items: [
        {
          title: 'The Solar System to Scale',
          text: 'Fly between the planets and feel the true distances between them.',
        },
        {
          title: 'Moon Phases & Eclipses',
          text: 'Watch the Earth, Moon and Sun line up from a viewpoint out in space.',
        },
        {
          title: 'The Life of a Star',
          text: 'Follow a star from nebula to supernova, and see where the elements come from.',
        },
      ],
    },
    {
      id: 'description',
      eyebrow: 'Space science',
      heading: 'The Universe Within Arm’s Reach',
      body:
        'Stand on the Moon, orbit Jupiter and watch the seasons change from space. SpaceVerse ' +
        'turns astronomy into a journey, giving students a sense of scale no textbook or ' +
        'planetarium poster can match.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Which topics does SpaceVerse cover?',
          text:
            'The solar system, gravity and orbits, the phases of the Moon, seasons, eclipses, ' +
            'stars and galaxies.',
        },
        {
          title: 'Is SpaceVerse scientifically accurate?',
          text:
            'Planet sizes, orbits and distances follow published astronomical data, with ' +
            'scale switched on or off so students can compare.',
        },
        {
          title: 'Which grades is SpaceVerse for?',
          text:
            'Grades 5 to 12: younger students tour the solar system, older students study ' +
            'orbits, gravitation and stellar evolution.',
        },
        {
          title: 'Can a whole class travel together?',
          text:
            'Yes. The teacher can guide the class through the same journey and pause it to ' +
            'discuss what everyone is seeing.',
        },
        {
          title: 'Does SpaceVerse link to physics lessons?',
          text:
            'It does. Gravity, light and energy in SpaceVerse connect directly to the ' +
            'matching experiences in AtomVerse.',
        },
      ],
    },
  ],
  geoverse: [],
  mathverse: [],
}
