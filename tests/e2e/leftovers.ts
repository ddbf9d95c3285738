// What a page in another language shows in English: the texts a visitor reads or hears, less the
// names that are the same in every language and what is marked English (lang="en"). Read by the
// route sweep (tests/e2e/route-sweep.ts) on every drawing in a language other than English.
import type { Page } from 'playwright-core'
import { localeInfo, type Locale } from '../../content/locales'

/**
 * Names that are the same in every language (products, standards, protocols' own words, and the
 * names of axe's rules and ARIA's attributes the conformance report's remarks cite).
 */
export const names =
  /\b(Content-Security-Policy|StemVerse|BioVerse|ChemVerse|AtomVerse|SpaceVerse|GeoVerse|MathVerse|mathVerse|VR|AI|IB|IGCSE|CBSE|ICSE|GCSE|NGSS|Cambridge|Facebook|Instagram|LinkedIn|YouTube|X|Meta Quest|Pico|English|Español|WCAG|GDPR|COPPA|EmailJS|Calendly|Common Core|Internet Explorer|JavaScript|HTML|CSS|WAI-ARIA|Chromium|Chrome|Firefox|Safari|Edge|NVDA|VoiceOver|TalkBack|axe|label-content-name-mismatch|landmark-unique|aria-controls)\b/g

/** Words that are English and never Spanish: one of them in a Spanish interface is a leftover. */
const englishWords =
  /\b(the|and|with|your|our|you|for|of|to|is|are|this|that|from|more|read|view|learn|get|about|what|how|we|students|teachers|schools|science)\b/i

/**
 * The texts of the page a visitor reads or hears that are not marked English: visible text and
 * the names and descriptions of controls and images.
 */
export function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = (element: Element | null) =>
      !!element?.closest('[lang]')?.getAttribute('lang')?.toLowerCase().startsWith('en')
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!text || !parent || english(parent)) continue
      if (parent.closest('script, style, noscript, template')) continue
      if (!parent.checkVisibility()) continue
      texts.push(text)
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder], [aria-description]',
    )) {
      if (english(element)) continue
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    // The title and description, unless the page is a post written in English only (its heading
    // is marked English, and they are its English title and summary).
    if (!english(document.querySelector('h1'))) {
      texts.push(document.title)
      const description = document
        .querySelector('meta[name="description"]')
        ?.getAttribute('content')
      if (description) texts.push(description)
    }
    return texts
  })
}

/** Words of that list a language writes too: 'science' is French as well. */
const sharedWords: Partial<Record<Locale, RegExp>> = { fr: /\bsciences?\b/gi }

export function englishLeftovers(texts: string[], locale: Locale): string[] {
  return texts
    .map((text) =>
      text
        .replace(names, ' ')
        // Addresses: e-mail, web and bare domain names (ipapi.co), and the repository's files the
        // conformance report's remarks name (docs/media.md).
        .replace(
          /\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:co|com|org|io|example)\b|\b[\w/-]+\.(?:md|tsx?|yaml)\b/g,
          ' ',
        ),
    )
    .filter((text) =>
      localeInfo[locale].script !== 'latin'
        ? /[A-Za-z]{2,}(?:[\s,.'’-]+[A-Za-z]{2,}){1,}/.test(text)
        : englishWords.test(text.replace(sharedWords[locale] ?? /(?!)/, ' ')),
    )
}
