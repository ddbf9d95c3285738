// Material that exists only in English (curriculum topic titles): on the other languages' pages it
// is marked lang="en", so that screen readers and hyphenation read it as English, and a line in
// the page's language says so (docs/i18n.md). On the English pages nothing changes.
import { english } from '../../content/locales'
import { locale } from './locale'

/** lang="en" for English-only material on a Spanish or Arabic page; no attribute in English. */
export const englishOnlyLang: typeof english | undefined = locale === english ? undefined : english
