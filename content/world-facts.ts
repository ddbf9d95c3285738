// The six subject worlds as ids, addresses and switches, the same in every language.
// content/worlds.ts and its siblings add each world's words.
import type { World } from './types'

export type WorldFacts = Omit<World, 'subject' | 'subtitle' | 'description'>

export const worldFacts: readonly WorldFacts[] = [
  {
    id: 1,
    key: 'bioverse',
    name: 'BioVerse',
    path: '/BioVerse',
    class: 'bio',
    coming: false,
    video: true,
  },
  {
    id: 2,
    key: 'chemverse',
    name: 'ChemVerse',
    path: '/ChemVerse',
    class: 'chem',
    coming: false,
    video: true,
  },
  {
    id: 3,
    key: 'atomverse',
    name: 'AtomVerse',
    path: '/AtomVerse',
    class: 'atom',
    coming: false,
    video: true,
  },
  {
    id: 4,
    key: 'spaceverse',
    name: 'SpaceVerse',
    path: '/SpaceVerse',
    class: 'space',
    coming: false,
    video: true,
  },
  {
    id: 5,
    key: 'geoverse',
    name: 'GeoVerse',
    path: '/GeoVerse',
    class: 'geo',
    coming: true,
    video: true,
  },
  {
    id: 6,
    key: 'mathverse',
    name: 'mathVerse',
    path: '/mathVerse',
    class: 'math',
    coming: true,
    video: false,
  },
]

/** The counters of the world pages (content/pages/world-sections.ts), per world. */
export const worldFigures = {
  bioverse: { experiences: 250, concepts: 100, practicals: 60 },
  chemverse: { experiences: 200, concepts: 50, practicals: 60 },
  atomverse: { experiences: 250, concepts: 100, practicals: 60 },
} as const

/** Each world by its key. */
export const indexByKey = (worlds: readonly World[]) =>
  Object.fromEntries(worlds.map((world) => [world.key, world])) as Record<World['key'], World>
