// Compares a language's content with the English it translates: the same shape, every text
// present, no text left in English, and the technical values (addresses, ids, kinds) unchanged.
import type { Locale } from '../../content/locales'

/** Values that are not words: they must equal the English. */
const technicalKeys = new Set([
  'id',
  'key',
  'kind',
  'modal',
  'variant',
  'display',
  'theme',
  'art',
  'to',
  'href',
  'path',
  'slug',
  'src',
  'poster',
  'icon',
  'width',
  'height',
  'code',
  'countryCode',
  'currency',
  'hash',
])

/** Words that are the same in every language: names of the product, its worlds and standards. */
const sameInEveryLanguage =
  /\b(StemVerse|BioVerse|ChemVerse|AtomVerse|SpaceVerse|GeoVerse|MathVerse|VR|AI|IB|IGCSE|NGSS|CBSE|ICSE|GCSE|Cambridge|Meta Quest|Pico|YouTube|LinkedIn|Instagram|Facebook|X|TikTok|Calendly|EmailJS|WCAG|GDPR|COPPA|Google|Microsoft|Apple|Content-Security-Policy)\b/g

const emailOrUrl = /^(mailto:|https?:\/\/|\/|#)|^[^\s@]+@[^\s@]+$/

function latinWords(text: string): number {
  const stripped = text.replace(sameInEveryLanguage, ' ').replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
  return (stripped.match(/[A-Za-z]{2,}/g) ?? []).length
}

/** A text that reads as English in a Spanish or Arabic module. */
export function stillEnglish(english: string, text: string, locale: Locale): boolean {
  if (emailOrUrl.test(text.trim())) return false
  if (locale === 'ar')
    return /[A-Za-z]{2,}(?:[\s,.'’-]+[A-Za-z]{2,}){2,}/.test(
      text.replace(sameInEveryLanguage, '·').replace(/\S+@\S+|https?:\/\/\S+/g, '·'),
    )
  return text === english && latinWords(text) >= 2
}

export function compareContent(
  english: unknown,
  other: unknown,
  locale: Locale,
  path = '',
  key = '',
  problems: string[] = [],
): string[] {
  const where = path || '(module)'
  if (typeof english === 'string') {
    if (typeof other !== 'string') problems.push(`${where}: missing (English: "${english}")`)
    else if (technicalKeys.has(key)) {
      if (other !== english) problems.push(`${where}: "${other}" must stay "${english}"`)
    } else if (english.trim() && !other.trim()) problems.push(`${where}: empty`)
    else if (stillEnglish(english, other, locale))
      problems.push(`${where}: still English: "${other}"`)
  } else if (Array.isArray(english)) {
    if (!Array.isArray(other) || other.length !== english.length) {
      problems.push(
        `${where}: ${english.length} items in English, ${Array.isArray(other) ? other.length : 'none'} here`,
      )
    } else
      english.forEach((item, i) =>
        compareContent(item, other[i], locale, `${path}[${i}]`, key, problems),
      )
  } else if (english && typeof english === 'object') {
    if (!other || typeof other !== 'object') problems.push(`${where}: missing`)
    else {
      const record = other as Record<string, unknown>
      for (const [k, value] of Object.entries(english)) {
        if (!(k in record)) problems.push(`${path}.${k}: missing`)
        else compareContent(value, record[k], locale, path ? `${path}.${k}` : k, k, problems)
      }
    }
  } else if (typeof english !== typeof other) {
    problems.push(`${where}: ${typeof other} where English has ${typeof english}`)
  } else if (technicalKeys.has(key) && english !== other) {
    problems.push(`${where}: ${String(other)} must stay ${String(english)}`)
  }
  return problems
}
