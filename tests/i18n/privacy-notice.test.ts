// The privacy notice names things the visitor meets elsewhere: the forms and the dialogs that hold
// them, and the languages the site is written in. In every language it names each form exactly as
// the form's own title reads (one name per form), and the languages are the list of
// content/locales.ts, each named as the notice's language names it. docs/i18n.md, "Glossary".
import { describe, expect, it } from 'vitest'
import { localeInfo, locales, type Locale } from '../../content/locales'
import type { FormWords } from '../../content/trust-types'
import type { DocumentPage, ModalCopy, ModalKind } from '../../content/types'
import { messagesOf } from './messages-of'

type Modals = { modalCopy: Record<ModalKind, ModalCopy> }
type About = { aboutSection: { getInvolvedHeading: string } }

const formWordsOf = import.meta.glob<{ formWords: FormWords }>(
  '../../content/pages/privacy-forms*.ts',
  { eager: true },
)
const privacyOf = import.meta.glob<{ page: DocumentPage }>('../../content/pages/privacy*.ts', {
  eager: true,
})
const modalsOf = import.meta.glob<Modals>('../../content/modals*.ts', { eager: true })
const aboutOf = import.meta.glob<About>('../../content/pages/about-section*.ts', { eager: true })
const partnerOf = import.meta.glob<{ page: { title: string } }>('../../content/pages/partner*.ts', {
  eager: true,
})

/** A language's module of a content file: 'modals' gives content/modals.es.ts in Spanish. */
function inLanguage<T>(modules: Record<string, T>, file: string, locale: Locale): T {
  const key = `../../content/${file}${locale === 'en' ? '' : `.${locale}`}.ts`
  const module = modules[key]
  if (!module) throw new Error(`${key} is missing`)
  return module
}

/** Every string of a value, however deep. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, out))
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => stringsOf(v, out))
  return out
}

/**
 * Each form's title where the visitor sees it: its dialog's title, and for the two forms that are
 * not in a dialog, the heading above them (the About section's at the foot of the pages, and the
 * partner page's form).
 */
function formTitles(locale: Locale): Record<string, string> {
  const { modalCopy } = inLanguage(modalsOf, 'modals', locale)
  return {
    ...Object.fromEntries(Object.entries(modalCopy).map(([kind, copy]) => [kind, copy.title])),
    generalContact: inLanguage(aboutOf, 'pages/about-section', locale).aboutSection
      .getInvolvedHeading,
    partnerVariant: messagesOf[locale].partner_form_heading({}),
  }
}

/** 'Get Notified (new blog posts)' is named 'Get Notified': a note in brackets may follow. */
const nameOf = (entry: string) => entry.replace(/\s*\([^()]*\)$/u, '')

/** A quoted phrase, «…» or “…”, without the spaces inside the marks. */
const quoted = /«([^»]+)»|“([^”]+)”/gu
const quotesIn = (text: string) =>
  [...text.matchAll(quoted)].map((match) => (match[1] ?? match[2]!).replace(/^\s+|\s+$/gu, ''))

describe('the privacy notice names each form as its title reads', () => {
  for (const locale of locales) {
    const { formWords } = inLanguage(formWordsOf, 'pages/privacy-forms', locale)
    const titles = formTitles(locale)

    it(`in ${locale}: each form of "What our forms collect" by its dialog's title`, () => {
      const differ = Object.entries(formWords.names)
        .filter(([id, entry]) => nameOf(entry) !== titles[id])
        .map(([id, entry]) => `${id}: "${nameOf(entry)}", titled "${titles[id] ?? '(no title)'}"`)
      expect(differ).toEqual([])
    })

    it(`in ${locale}: a dialog or page it quotes, by its title`, () => {
      const { page } = inLanguage(privacyOf, 'pages/privacy', locale)
      // The dialogs (the scheduler's too, which holds no form of ours) and the partner page.
      const known = new Set([
        ...Object.values(titles),
        inLanguage(partnerOf, 'pages/partner', locale).page.title,
      ])
      const unknown = [...stringsOf(page), ...stringsOf(formWords)]
        .flatMap(quotesIn)
        .filter((phrase) => !known.has(phrase))
      expect(unknown).toEqual([])
    })

    it(`in ${locale}: the consent to blog e-mails names the form by its title`, () => {
      const { page } = inLanguage(privacyOf, 'pages/privacy', locale)
      const why = page.sections.find((section) => section.id === 'why')
      expect(stringsOf(why).join('\n')).toContain(titles.subscribe)
    })
  }
})

/** Languages a notice must not claim: a few of the world's most spoken that the site lacks. */
const otherLanguages = ['de', 'it', 'pt', 'zh', 'ja', 'ko', 'ru', 'hi', 'ur', 'fa', 'tr', 'nl']

describe('the privacy notice names the languages of content/locales.ts', () => {
  for (const locale of locales) {
    it(`in ${locale}: every language of the list and no other`, () => {
      const { page } = inLanguage(privacyOf, 'pages/privacy', locale)
      const whoWeAre = page.sections.find((section) => section.id === 'who-we-are')
      const text = stringsOf(whoWeAre).join('\n')
      // How the notice's language writes each language's name (Intl's names, from CLDR).
      const names = new Intl.DisplayNames([localeInfo[locale].intl], { type: 'language' })
      const missing = locales.filter((code) => !text.includes(names.of(code)!))
      const extra = otherLanguages
        .filter((code) => !(locales as readonly string[]).includes(code))
        .filter((code) => text.includes(names.of(code)!))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
    })
  }
})
