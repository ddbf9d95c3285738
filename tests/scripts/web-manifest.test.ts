// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error TS7016: a plain module of the build scripts
import { icons, palette, webManifest } from '../../scripts/sw/web-manifest.mjs'

const messages = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>

describe('the web app manifests', () => {
  it('each language starts and stays in its own part of the site, in its own words and direction', () => {
    const arabic = webManifest(
      { locale: 'ar', prefix: '/ar', dir: 'rtl' },
      messages('ar'),
      'StemVerse',
    )
    expect(arabic).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      start_url: '/ar/',
      scope: '/ar/',
      short_name: 'StemVerse',
      name: messages('ar').shell_title,
      theme_color: palette.theme,
    })
    const english = webManifest(
      { locale: 'en', prefix: '', dir: 'ltr' },
      messages('en'),
      'StemVerse',
    )
    expect(english).toMatchObject({ lang: 'en', dir: 'ltr', start_url: '/', scope: '/' })
  })

  it('has icons of 192 and 512 pixels, and a maskable one', () => {
    expect(
      icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  })

  it('takes its colour from the site’s palette', () => {
    const tokens = readFileSync('src/styles/tokens.css', 'utf8')
    expect(tokens).toContain(`--ink-900: ${palette.theme};`)
    expect(readFileSync('index.html', 'utf8')).toContain(
      `name="theme-color" content="${palette.theme}"`,
    )
  })
})
