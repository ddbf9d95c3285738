import { localeInfo, localizePath, type Locale } from '../../content/locales'
import { readIn } from 'site-language/read-in'
import { locale, localeDir } from '../i18n/locale'
import { m } from '../paraglide/messages'
import type { BlogPost } from './client'
import { postLanguage } from './language'
import styles from './post-language.module.css'

// A post is shown in the page's language when it has a translation into it, else in English
// (docs/blog.md). English on a Spanish or Arabic page is marked as such: lang="en" on its text
// (and dir="ltr" on a right-to-left page), and a note in the page's language.

/** The attributes a post's text needs on this page: none when it is in the page's language. */
export function textLanguage(post: Pick<BlogPost, 'lang'>): { lang?: Locale; dir?: 'ltr' | 'rtl' } {
  const lang = postLanguage(post)
  if (lang === locale) return {}
  const { dir } = localeInfo[lang]
  return dir === localeDir ? { lang } : { lang, dir }
}

/** Whether the post is shown in English on a page in another language. */
export const isEnglishOnly = (post: Pick<BlogPost, 'lang'>) => postLanguage(post) !== locale

/** The card's one-line note: 'Article in English', in the page's language. */
export function EnglishOnlyBadge({ post }: { post: Pick<BlogPost, 'lang'> }) {
  return isEnglishOnly(post) ? (
    <span className={styles.languageBadge}>{m.blog_english_only_card()}</span>
  ) : null
}

/** The post page's note: 'This article is available in English only', in the page's language. */
export function EnglishOnlyNote({ post }: { post: Pick<BlogPost, 'lang'> }) {
  return isEnglishOnly(post) ? (
    <p className={styles.languageNote}>{m.blog_english_only_post()}</p>
  ) : null
}

/**
 * Links to the post's other versions: the original and its translations but the one shown. Each
 * is another language's site (a full page load, not the router's) and says so: hreflang, lang.
 */
export function PostTranslations({
  post,
}: {
  post: Pick<BlogPost, 'slug' | 'lang' | 'languages'>
}) {
  const shown = postLanguage(post)
  const others = (post.languages ?? []).filter((lang) => lang !== shown)
  if (!others.length) return null
  return (
    <ul className={styles.languages}>
      {others.map((lang) => (
        <li key={lang}>
          <a
            href={localizePath(`/blogs/${post.slug}`, lang)}
            hrefLang={lang}
            lang={lang}
            dir={localeInfo[lang].dir}
          >
            {readIn[lang]}
          </a>
        </li>
      ))}
    </ul>
  )
}
