// The six subject worlds. GeoVerse and mathVerse are coming soon.
// Ids, names, addresses and switches: world-facts.ts; here, what each world is about.
import type { World } from './types'
import { indexByKey, worldFacts } from './world-facts'

const words: Record<World['key'], Pick<World, 'subject' | 'subtitle' | 'description'>> = {
  bioverse: {
    subject: 'Biology',
    subtitle: 'Walk inside a living cell',
    description:
      'Shrink down to the size of a mitochondrion, follow a red blood cell through the heart and watch photosynthesis happen leaf by leaf. BioVerse turns the biology syllabus into places students can explore.',
  },
  chemverse: {
    subject: 'Chemistry',
    subtitle: 'Run the reactions you could never risk',
    description:
      'Mix acids and bases, split water by electrolysis and build organic molecules atom by atom, with no broken glass and no fumes. ChemVerse makes every practical safe to repeat until it makes sense.',
  },
  atomverse: {
    subject: 'Physics',
    subtitle: 'See forces, fields and waves at work',
    description:
      'Bend light through a prism, trace magnetic field lines around a coil and feel the difference between mass and weight. AtomVerse makes the invisible rules of physics visible and hands-on.',
  },
  spaceverse: {
    subject: 'Space science',
    subtitle: 'Stand on the Moon, orbit Jupiter',
    description:
      'Travel the solar system to scale, watch the phases of the Moon from space and follow a star from nebula to supernova. SpaceVerse puts the universe within arm’s reach.',
  },
  geoverse: {
    subject: 'Earth science',
    subtitle: 'Ride a tectonic plate through time',
    description:
      'Fly through a volcano, follow the water cycle around the globe and watch mountains rise over millions of years. GeoVerse is in development.',
  },
  mathverse: {
    subject: 'Mathematics',
    subtitle: 'Geometry you can walk around',
    description:
      'Step inside three-dimensional shapes, fold nets into solids and see functions as landscapes. mathVerse is in development.',
  },
}

export const worlds: World[] = worldFacts.map((facts) => ({ ...facts, ...words[facts.key] }))

export const comingSoonLabel: string = 'Coming Soon'

export const worldByKey = indexByKey(worlds)
