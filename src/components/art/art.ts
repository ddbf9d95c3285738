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
