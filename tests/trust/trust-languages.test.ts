// @vitest-environment node
// The trust center speaks the reader's language: on /es/trust, /ar/trust and /fr/trust the words
// in the page's language outnumber the English ones at least three to one, where the English ones
// are what is marked lang="en" (the report's title, header names, the policy). It was 387 French
// words to 251 English ones while the report's remarks were shown in English on every page.
// The page is drawn without a DOM, as the prerender does, by a Vite server of each language's
// own: the unit tests' modules are English, and a language's page takes its modules as its build
// does (scripts/i18n/vite-locale.ts).
import react from '@vitejs/plugin-react'
import { afterAll, describe, expect, it } from 'vitest'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import { english, locales, type Locale } from '../../content/locales'
import { localePlugin } from '../../scripts/i18n/vite-locale'

/**
 * Under Vitest the locale plugin gives the schemas (the forms' fields) every language's messages,
 * for the service's tests; the page's build gives them its own. This server does as the build.
 */
function schemasInThePageLanguage(): Plugin {
  return {
    name: 'schemas-in-the-page-language',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!importer || !source.includes('paraglide/messages') || !importer.includes('/schemas/'))
        return null
      // The same folder depth, another name: the locale plugin resolves it as the page's code.
      const asPageCode = importer.replace('/schemas/', '/xchemas/')
      return this.resolve(source, asPageCode, { ...options, skipSelf: true })
    },
  }
}

const servers: ViteDevServer[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
})

async function renderIn(locale: Locale): Promise<string> {
  const server = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    appType: 'custom',
    plugins: [schemasInThePageLanguage(), localePlugin(locale), react()],
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  servers.push(server)
  const module = (await server.ssrLoadModule('/tests/trust/render-trust-page.tsx')) as {
    renderTrustPage: () => Promise<string>
  }
  return module.renderTrustPage()
}

const voidElements = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
])

/** Words in a rendered page: those inside an element marked lang="en", and the others. */
function countWords(html: string): { english: number; page: number } {
  const counts = { english: 0, page: 0 }
  // Each open element's language, as the page's (null) or as the one it declares.
  const stack: (string | null)[] = []
  const inEnglish = () => stack.findLast((lang) => lang !== null) === english
  for (const [, closing, name, attributes, text] of html.matchAll(
    /<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g,
  )) {
    if (text !== undefined) {
      const words = text.replace(/&[#\w]+;/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}’'-]*/gu)
      counts[inEnglish() ? 'english' : 'page'] += words?.length ?? 0
    } else if (closing) stack.pop()
    else if (!voidElements.has(name!.toLowerCase()) && !attributes!.trimEnd().endsWith('/'))
      stack.push(/\slang="([^"]*)"/.exec(attributes!)?.[1] ?? null)
  }
  return counts
}

describe('the trust center in the reader’s language', () => {
  it('counts the words marked English apart from the others', () => {
    expect(countWords('<p>Un texte <code lang="en">default-src self</code> ici<br></p>')).toEqual({
      english: 2,
      page: 3,
    })
  })

  for (const locale of locales.filter((code) => code !== english)) {
    it(`/${locale}/trust: at least three words in ${locale} for each English one`, async () => {
      const { english: inEnglish, page } = countWords(await renderIn(locale))
      expect(page, `${page} words in ${locale}, ${inEnglish} in English`).toBeGreaterThanOrEqual(
        3 * inEnglish,
      )
    })
  }
})
