import { blogCategories } from '../../content/blog-categories'
import { baseLocale, english, type Locale } from '../../content/locales'
import { locale } from '../i18n/locale'
import type { BlogPost } from './client'

/**
 * The language a post's text is in: the page's when it has a translation into it, else English
 * (docs/blog.md). English, too, for an answer that does not say.
 */
export const postLanguage = (post: Pick<BlogPost, 'lang'>): Locale => post.lang ?? baseLocale

/**
 * A category's name in the page's language (content/blog-categories.ts), or, for a category the
 * build does not know (added since), the service's English name marked as English.
 */
export function categoryLabel(category: { slug: string; name: string }): {
  name: string
  lang?: typeof english
} {
  const known = blogCategories.find((entry) => entry.slug === category.slug)
  if (known) return { name: known.name }
  return locale === baseLocale ? { name: category.name } : { name: category.name, lang: english }
}
