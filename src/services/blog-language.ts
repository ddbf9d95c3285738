import { baseLocale, type Locale } from '../../content/locales'
import type { BlogPost } from './blog'

/**
 * The language a post's text is in: the page's when it has a translation into it, else English
 * (docs/blog.md). English, too, for an answer that does not say.
 */
export const postLanguage = (post: Pick<BlogPost, 'lang'>): Locale => post.lang ?? baseLocale
