// /CountryList's country names as a language's build makes them (src/views/countries/country-name.ts
// with that language's modules): evaluated by Vite with the build's language plugin.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import type { Locale } from '../../content/locales'
import { localePlugin } from '../../scripts/i18n/vite-locale'

const root = fileURLToPath(new URL('../..', import.meta.url))

export async function countryNamesIn(locale: Locale): Promise<(english: string) => string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [localePlugin(locale)],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const module = (await server.ssrLoadModule('/src/views/countries/country-name.ts')) as {
      countryName: (english: string) => string
    }
    return module.countryName
  } finally {
    await server.close()
  }
}
