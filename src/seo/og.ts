// Placeholder until the SEO branch lands.
import { absoluteUrl } from './site-url'
export type OgImage = { url: string; width: 1200; height: 630; alt: string }
export function ogImage(
  which: { kind: 'world'; world: string } | { kind: 'post'; slug: string } | { kind: 'site' },
): OgImage {
  const name =
    which.kind === 'site'
      ? 'site'
      : which.kind === 'world'
        ? `world-${which.world}`
        : `post-${which.slug}`
  return { url: absoluteUrl(`/og/${name}.png`), width: 1200, height: 630, alt: 'StemVerse' }
}
