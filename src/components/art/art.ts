// URLs of the artwork in src/assets/art, resolved by Vite to hashed files.
import type { World } from '../../../content/types'

// Keyed from the folder (`./logo.svg`): the list is in the code every page loads.
const files = import.meta.glob<string>('./*.svg', {
  base: '../../assets/art/',
  eager: true,
  query: '?url',
  import: 'default',
})

export function artUrl(name: string): string {
  return files[`./${name}.svg`] ?? ''
}

export const worldIconUrl = (key: World['key']) => artUrl(`world-${key}`)
export const worldHeroUrl = (key: World['key']) => artUrl(`world-hero-${key}`)

/** Each world's colour family, as a CSS custom property reference (tokens.css). */
export const worldColour = (key: World['key']) =>
  ({
    bioverse: 'var(--world-bio)',
    chemverse: 'var(--world-chem)',
    atomverse: 'var(--world-atom)',
    spaceverse: 'var(--world-space)',
    geoverse: 'var(--world-geo)',
    mathverse: 'var(--world-math)',
  })[key]
