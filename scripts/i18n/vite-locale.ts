// One build per language (docs/decisions/008-languages.md). SITE_LOCALE picks the language of a
// build, of the development server and of the unit tests (English when unset). In that language:
//   - a module `x.ts` that has a sibling `x.<locale>.ts` is replaced by it: page copy, navigation
//     and the other typed content are written once per language, with the same type;
//   - Paraglide's messages (src/paraglide/messages.js, which picks a language at run time) are
//     replaced by that language's own module: the visitor downloads one language and no runtime;
//   - <html lang dir> and the shell's title, description and loader label are the language's.
// A module written for a language (`x.es.ts`) always gets that language's modules, whatever the
// build's language, so that a test can read the Spanish page next to the English one.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import {
  baseLocale,
  isLocale,
  localeInfo,
  locales,
  prefixedCodes,
  type Locale,
} from '../../content/locales.ts'

const VIRTUAL = '\0site-messages:'
const ONE_MESSAGE = '\0site-message:'
const INDEX = '\0site-messages-index:'
const variantOf = new RegExp(`\\.(${prefixedCodes})\\.tsx?$`)
/**
 * What the list (content/locales.ts) names for a language, as modules: `site-language/stemmer`
 * (its search stemmer, or none) and `site-language/country-names` (its country names), each the
 * language's of the importer, as a variant is.
 */
const LANGUAGE_MODULE = '\0site-language:'
const languageModules: Record<string, (locale: Locale) => string> = {
  'site-language/stemmer': (locale) => {
    const { stemmer } = localeInfo[locale].search
    return stemmer
      ? `export { stemmer } from ${JSON.stringify(stemmer)}`
      : 'export const stemmer = undefined'
  },
  // Every language's 'Read in …', in itself: the blog's links to a post's other versions.
  'site-language/read-in': () =>
    `export const readIn = ${JSON.stringify(
      Object.fromEntries(locales.map((code) => [code, localeInfo[code].readIn])),
    )}`,
  'site-language/country-names': (locale) =>
    [
      "import countries from 'i18n-iso-countries'",
      `import names from ${JSON.stringify(localeInfo[locale].countryNames)}`,
      'countries.registerLocale(names)',
      "export const countryNames = countries.getNames(names.locale, { select: 'official' })",
    ].join('\n'),
}

/** The build's language: SITE_LOCALE, or English. */
export function siteLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const value = env.SITE_LOCALE ?? baseLocale
  if (!isLocale(value))
    throw new Error(`SITE_LOCALE=${value}: expected one of ${locales.join(', ')}`)
  return value
}

/** The shell's words (index.html), what shows before the page is drawn: from the messages. */
function shellText(locale: Locale) {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<
    string,
    string
  >
  const text = (key: string) => {
    const value = messages[key]
    if (!value) throw new Error(`messages/${locale}.json has no "${key}"`)
    return value
  }
  return {
    title: text('shell_title'),
    description: text('shell_description'),
    loading: text('loading'),
  }
}

/**
 * The list's fields the browser's code never reads (content/locales.ts): what the build does with
 * a language (the faces of its script, its stemmer and country-names modules, made into modules
 * of their own above) and each language's 'Read in …' (a module of its own, for the blog's pages).
 * A build leaves them out of the list in the pages' code, so that every page does not carry them.
 * One property per line, as the list is written (Prettier keeps it so).
 */
const buildOnlyField = /^ +(?:readIn|script|stemmer|countryNames): [^\n]*,\n/gm

export function localePlugin(locale: Locale): Plugin {
  let building = false
  return {
    name: 'site-locale',
    enforce: 'pre',
    config: (_, env) => {
      building = env.command === 'build'
      return { define: { __SITE_LOCALE__: JSON.stringify(locale) } }
    },
    transform(code, id, options) {
      if (!building || options?.ssr || !id.endsWith('/content/locales.ts')) return null
      return { code: code.replace(buildOnlyField, ''), map: null }
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(ONE_MESSAGE) || source.startsWith(INDEX)) return source
      if (source.startsWith(LANGUAGE_MODULE)) return source
      if (source in languageModules) {
        const language = (importer && (variantOf.exec(importer)?.[1] as Locale)) || locale
        return `${LANGUAGE_MODULE}${language}:${source}`
      }
      if (!importer || importer.startsWith('\0')) return null
      const relative = source.startsWith('.')
      if (!relative && !source.includes('paraglide')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      const file = resolved.id.split('?')[0] ?? resolved.id
      const language = (variantOf.exec(importer)?.[1] as Locale | undefined) ?? locale
      if (file.endsWith('/src/paraglide/messages.js')) {
        // The service answers in the request's language, so its code (and the schemas it shares
        // with the forms) keeps every language when the unit tests load it through Vite.
        if (process.env.VITEST && /\/(server|schemas)\//.test(importer)) return resolved
        return `${VIRTUAL}${language}`
      }
      if (language === baseLocale || variantOf.test(file) || !/\.tsx?$/.test(file)) return resolved
      const variant = file.replace(/\.(tsx?)$/, `.${language}.$1`)
      return existsSync(variant) ? variant : resolved
    },
    // Each message is a module of its own (as Paraglide's message-modules are), so that a message
    // travels in the chunk of the code that says it: one module for the language's every message
    // would be one chunk that every page loads, holding every message of the site.
    load(id) {
      if (id.startsWith(LANGUAGE_MODULE)) {
        const [language, name] = id.slice(LANGUAGE_MODULE.length).split(/:(.*)/s) as [
          Locale,
          string,
        ]
        return languageModules[name]!(language)
      }
      if (id.startsWith(ONE_MESSAGE)) {
        const [language, key] = id.slice(ONE_MESSAGE.length).split(':') as [string, string]
        const file = messagesFile(language)
        this.addWatchFile(file)
        const code = messageModules(file).get(key)
        if (!code) throw new Error(`${file} has no message ${key}`)
        return code
      }
      if (id.startsWith(INDEX)) {
        const language = id.slice(INDEX.length)
        const file = messagesFile(language)
        this.addWatchFile(file)
        return [...messageModules(file).keys()]
          .map(
            (key) => `export { ${key} } from ${JSON.stringify(`${ONE_MESSAGE}${language}:${key}`)}`,
          )
          .join('\n')
      }
      if (!id.startsWith(VIRTUAL)) return null
      // A namespace (not an object literal), so that only the messages used are kept.
      const index = JSON.stringify(`${INDEX}${id.slice(VIRTUAL.length)}`)
      return `export * from ${index}\nexport * as m from ${index}\n`
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => localizeShell(html, locale),
    },
  }
}

function localizeShell(html: string, locale: Locale): string {
  const info = localeInfo[locale]
  const text = shellText(locale)
  const dir = info.dir === 'rtl' ? ' dir="rtl"' : ''
  // Public files (the favicon) are served once, from the root, for every language.
  return (
    html
      .replaceAll(`"${info.prefix}/favicon.svg"`, '"/favicon.svg"')
      .replace(/<html lang="en">/, `<html lang="${locale}"${dir}>`)
      .replace(/(<title data-static-head>)[^<]*/, `$1${escapeHtml(text.title)}`)
      .replace(
        /(data-static-head\s+name="description"\s+content=")[^"]*/,
        `$1${escapeHtml(text.description)}`,
      )
      .replace(/(id="app-loader" role="status" aria-label=")Loading/, `$1${text.loading}`)
      // Each language's web app manifest (scripts/sw/web-manifest.mjs).
      .replace(
        '</head>',
        `  <link rel="manifest" href="${info.prefix}/manifest.webmanifest" />\n  </head>`,
      )
  )
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** Where a language's build is written: dist for English, dist/es for Spanish. */
export const outDirOf = (root: string, locale: Locale) =>
  locale === baseLocale ? root : join(root, locale)

const messagesFile = (language: string) =>
  join(process.cwd(), 'src/paraglide/messages', `${language}.js`)

/** Paraglide's module of one language, cut into one module per message: key → code. */
function messageModules(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8')
  const modules = new Map<string, string>()
  for (const part of text.split(/\n(?=export const )/).slice(1)) {
    const key = /^export const (\w+)/.exec(part)?.[1]
    if (key) modules.set(key, part.trim())
  }
  return modules
}
