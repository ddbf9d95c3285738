// The site's card: logo, tagline, the brand's orbits.
import { baseLocale, type Locale } from '../../../content/locales'
import { scriptOf, wrap } from '../text'
import { words } from '../words'
import { glowingCard, logo, palette, textLines, type CardSources } from './frame'

/** The site card in a language, its tagline centred whatever the script's direction. */
export function siteCardSvg(sources: CardSources, locale: Locale = baseLocale): string {
  const script = scriptOf(locale)
  const tagline = wrap(words[locale].site.tagline, {
    size: 44,
    weight: 500,
    width: 1060,
    maxLines: 2,
    script,
  })
  return (
    glowingCard({ cx: '.5', cy: '.45', r: '.6', colour: palette.violet, opacity: '.35' }) +
    `<g fill="none" stroke="url(#accent)" stroke-opacity=".35" stroke-width="2">` +
    `<ellipse cx="600" cy="300" rx="560" ry="170" transform="rotate(-12 600 300)"/>` +
    `<ellipse cx="600" cy="300" rx="470" ry="240" transform="rotate(18 600 300)" stroke-opacity=".2"/></g>` +
    `<circle cx="1032" cy="150" r="10" fill="${palette.amber}"/><circle cx="150" cy="468" r="7" fill="${palette.cyan}"/>` +
    logo(sources, 600 - 180 * 1.6, 170, 3.2) +
    `<rect x="520" y="338" width="160" height="6" rx="3" fill="url(#accent)"/>` +
    textLines(tagline, {
      x: 600,
      y: 420,
      size: 44,
      lineHeight: 56,
      weight: 500,
      fill: palette.muted,
      script,
      middle: true,
    }) +
    `</svg>`
  )
}
