// The web app manifest of each language (dist/manifest.webmanifest, dist/es/…) and the
// icons they share (dist/icons/), drawn from the favicon: 192 and 512 pixels, and a maskable 512
// whose mark sits inside the circle every platform's mask keeps. Each page's head links its
// language's manifest (scripts/i18n/vite-locale.ts).
import { Resvg } from '@resvg/resvg-js'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeInfo, locales } from '../../content/locales.ts'

/** The site's night blue (src/styles/tokens.css --ink-900), as the pages' theme-color says. */
export const palette = { theme: '#0b1026', background: '#0b1026' }
const languages = locales.map((locale) => ({ locale, ...localeInfo[locale] }))
export const icons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

/** One language's manifest, from its shell's words (messages/<locale>.json). */
export function webManifest({ locale, prefix, dir }, messages, productName) {
  return {
    id: `${prefix}/`,
    name: messages.shell_title,
    short_name: productName,
    description: messages.shell_description,
    lang: locale,
    dir,
    start_url: `${prefix}/`,
    scope: `${prefix}/`,
    display: 'standalone',
    theme_color: palette.theme,
    background_color: palette.background,
    icons,
  }
}

function draw(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()
}

export function writeWebManifests(dist = 'dist', favicon = 'public/favicon.svg') {
  const mark = readFileSync(favicon, 'utf8')
  const inner = mark.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  const title = /<title>([^<]*)<\/title>/.exec(mark)?.[1] ?? 'StemVerse'
  // The mark alone, and the mark at 60% on the theme colour (the maskable safe zone is 80%).
  const plain = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32" fill="none">${inner}</svg>`
  const maskable =
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" fill="${palette.background}"/>` +
    `<svg x="102.4" y="102.4" width="307.2" height="307.2" viewBox="0 0 32 32" fill="none">${inner}</svg></svg>`
  mkdirSync(join(dist, 'icons'), { recursive: true })
  writeFileSync(join(dist, 'icons/icon-192.png'), draw(plain, 192))
  writeFileSync(join(dist, 'icons/icon-512.png'), draw(plain, 512))
  writeFileSync(join(dist, 'icons/maskable-512.png'), draw(maskable, 512))
  for (const language of languages) {
    const messages = JSON.parse(readFileSync(`messages/${language.locale}.json`, 'utf8'))
    const manifest = webManifest(language, messages, title)
    writeFileSync(
      join(dist, language.prefix, 'manifest.webmanifest'),
      JSON.stringify(manifest, null, 2) + '\n',
    )
  }
}
