// A world's card: its subject, name and subtitle (and "Coming soon") at the start edge, its hero
// art at the other, in the colour of its world.
import { join } from 'node:path'
import { baseLocale, type Locale } from '../../../content/locales'
import type { World } from '../../../content/types'
import { dataUri } from '../svg'
import { scriptOf, textWidth, wrap } from '../text'
import { words } from '../words'
import { glowingCard, logo, palette, startX, textLines, type CardSources } from './frame'

/** The colour of each world's glow, matching its art. */
const worldColour: Record<World['key'], string> = {
  bioverse: '#34D399',
  chemverse: '#F472B6',
  atomverse: '#22D3EE',
  spaceverse: '#A78BFA',
  geoverse: '#F59E0B',
  mathverse: '#60A5FA',
}

/**
 * A world's card in a language: its name, subtitle and subject at the start edge (the left, the
 * right in Arabic), its hero art at the other.
 */
export function worldCardSvg(
  sources: CardSources,
  world: World,
  locale: Locale = baseLocale,
): string {
  const script = scriptOf(locale)
  const art = join(sources.root, `src/assets/art/world-hero-${world.key}.svg`)
  const colour = worldColour[world.key]
  // The name is the same in every language (BioVerse); the rest is the language's own.
  const name = wrap(world.name, { size: 84, weight: 700, width: 500, maxLines: 1 })
  const subtitle = wrap(world.subtitle, { size: 36, weight: 500, width: 470, maxLines: 3, script })
  const subtitleTop = 330
  const badgeLabel = words[locale].comingSoon
  const badgeWidth = Math.ceil(textWidth(badgeLabel, 24, 700, script)) + 44
  const badge = world.coming
    ? `<rect x="${startX(64, badgeWidth, script)}" y="${subtitleTop + subtitle.length * 46 + 10}" width="${badgeWidth}" height="44" rx="22" fill="${palette.amber}"/>` +
      textLines([badgeLabel], {
        x: 86,
        y: subtitleTop + subtitle.length * 46 + 40,
        size: 24,
        lineHeight: 0,
        weight: 700,
        fill: palette.night,
        script,
      })
    : ''
  return (
    // The glow sits behind the art, on the side away from the text.
    glowingCard({ cx: script.rtl ? '.28' : '.72', cy: '.5', r: '.55', colour, opacity: '.30' }) +
    `<image x="${startX(530, 640, script)}" y="95" width="640" height="440" preserveAspectRatio="xMidYMid meet" href="${dataUri(art)}"/>` +
    logo(sources, startX(64, 180 * 1.3, script), 56, 1.3) +
    textLines([script.rtl ? world.subject : world.subject.toUpperCase()], {
      x: 66,
      y: 196,
      size: 26,
      lineHeight: 0,
      weight: 700,
      fill: colour,
      script,
    }) +
    textLines(name, {
      x: 62,
      y: 280,
      size: 84,
      lineHeight: 0,
      weight: 700,
      fill: palette.text,
      script,
    }) +
    `<rect x="${startX(64, 120, script)}" y="${subtitleTop - 34}" width="120" height="5" rx="2.5" fill="url(#accent)"/>` +
    textLines(subtitle, {
      x: 64,
      y: subtitleTop + 20,
      size: 36,
      lineHeight: 46,
      weight: 500,
      fill: palette.muted,
      script,
    }) +
    badge +
    `</svg>`
  )
}
