// URLs of the artwork in src/assets/art, resolved by Vite to hashed files.
import type { World } from '../../../content/types'

const files = import.meta.glob<string>('../../assets/art/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
})

export function artUrl(name: string): string {
  return files[`../../assets/art/${name}.svg`] ?? ''
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
