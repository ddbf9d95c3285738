// A blog post's card: its banner full-bleed, and a dark band with the logo and its title.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { baseLocale, type Locale } from '../../../content/locales'
import { dataUri, svgOpen } from '../svg'
import { scriptOf, wrap } from '../text'
import { background, logo, palette, startX, textLines, type CardSources } from './frame'

export type CardPost = {
  slug: string
  title: string
  banner: string
  /** Its translations (content/blog/<slug>.<lang>.md): each gets a card with its own title. */
  translations?: readonly { lang: string; title: string }[] | undefined
}

/** The banner a post's card is drawn from: its own, else the default banner. */
export function bannerFile(sources: CardSources, post: CardPost): string {
  const own = join(sources.root, 'public', post.banner)
  return post.banner.startsWith('/') && existsSync(own) && /\.(svg|png|jpg)$/i.test(own)
    ? own
    : join(sources.root, 'public/blog/default-banner.svg')
}

/**
 * A post's card: its banner full-bleed, a dark band with its title and the logo, set in the
 * language the title is written in.
 */
export function postCardSvg(
  sources: CardSources,
  post: CardPost,
  locale: Locale = baseLocale,
): string {
  const script = scriptOf(locale)
  const lines = wrap(post.title, { size: 54, weight: 700, width: 1072, maxLines: 3, script })
  const lineHeight = 64
  const last = 572
  const first = last - (lines.length - 1) * lineHeight
  const bandTop = first - 170
  return (
    svgOpen(1200, 630) +
    background(
      `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.night}" stop-opacity="0"/>` +
        `<stop offset=".45" stop-color="${palette.night}" stop-opacity=".82"/><stop offset="1" stop-color="${palette.night}" stop-opacity=".95"/></linearGradient>`,
    ) +
    `<image x="0" y="0" width="1200" height="630" preserveAspectRatio="xMidYMid slice" href="${dataUri(bannerFile(sources, post))}"/>` +
    `<rect x="0" y="${bandTop}" width="1200" height="${630 - bandTop}" fill="url(#band)"/>` +
    logo(sources, startX(64, 180 * 1.1, script), first - 130, 1.1) +
    `<rect x="${startX(64, 96, script)}" y="${first - 68}" width="96" height="5" rx="2.5" fill="url(#accent)"/>` +
    textLines(lines, {
      x: 62,
      y: first,
      size: 54,
      lineHeight,
      weight: 700,
      fill: palette.text,
      script,
    }) +
    `</svg>`
  )
}
