// Each language's compiled messages (src/paraglide/messages/<code>.js), by the codes of
// content/locales.ts: for the tests that draw a page in one language after another.
import { locales, type Locale } from '../../content/locales'
import type * as english from '../../src/paraglide/messages/en.js'

const modules = import.meta.glob<typeof english>('../../src/paraglide/messages/*.js', {
  eager: true,
})

export const messagesOf = Object.fromEntries(
  locales.map((locale) => [locale, modules[`../../src/paraglide/messages/${locale}.js`]!]),
) as Record<Locale, typeof english>
