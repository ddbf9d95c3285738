// The blog's answers from its Markdown alone, in the shapes of GET /api/blog..., with no database
// and no server: what the prerender renders the blog pages with. They are the service's answers
// before anyone has read a post (trending is then the newest posts); search needs the service.
// tests/server/blog-catalog.test.ts checks them against the API's, so the two cannot disagree.
import type * as englishCategories from '../../content/blog-categories'
import { blogCategories as categoriesEn } from '../../content/blog-categories'
import { baseLocale, locales, type Locale } from '../../content/locales'
import type { PostFile } from './load-posts'

/** Posts per page of the lists (the API's `p=`). */
export const pageSize = 5

/**
 * Each category's name in each language, by slug, from the content the site's pages use. The
 * database holds the English names; a category it has that the content does not (added since)
 * keeps its English name.
 */
const categoryNames = Object.fromEntries(
  await Promise.all(
    locales.map(async (locale) => {
      // Each language's content module: content/blog-categories.ts, blog-categories.es.ts, ….
      const suffix = locale === baseLocale ? '' : `.${locale}`
      const { blogCategories } = (await import(
        `../../content/blog-categories${suffix}.ts`
      )) as typeof englishCategories
      const names = new Map(blogCategories.map((category) => [category.slug, category.name]))
      return [locale, names] as const
    }),
  ),
) as unknown as Record<Locale, ReadonlyMap<string, string>>

/** A category named in `lang`. */
export const inLanguage = <C extends { name: string; slug: string }>(
  category: C,
  lang: Locale,
): C => ({ ...category, name: categoryNames[lang].get(category.slug) ?? category.name })

/** A post as the API lists it; with `content` (its HTML) as GET /api/blog/{slug} gives it. */
export type ApiPost = {
  id: number
  title: string
  slug: string
  description: string
  banner: string
  tags: string[]
  categories: { name: string; slug: string }[]
  publishedAt: string
  updatedAt: string
  lang: Locale
  languages: Locale[]
}
export type ApiPostDetail = ApiPost & { content: string }

const iso = (value: Date | string) => new Date(value).toISOString()

/** The posts of `files` in `lang`, each in its translation where it has one, newest first. */
function postsIn(files: PostFile[], lang: Locale): ApiPostDetail[] {
  const posts = files.map((file, index) => {
    const translation = file.translations?.find((t) => t.lang === lang)
    const slugs = new Set(file.categories)
    return {
      // The order the service's database numbers them in: the order they are read.
      id: index + 1,
      title: translation?.title ?? file.title,
      slug: file.slug,
      description: translation?.description ?? file.description,
      banner: file.banner,
      tags: translation?.tags ?? file.tags,
      categories: categoriesEn
        .filter((category) => slugs.has(category.slug))
        .map((category) => inLanguage({ name: category.name, slug: category.slug }, lang)),
      publishedAt: iso(file.date),
      updatedAt: iso(
        translation
          ? (translation.updated ?? file.updated ?? file.date)
          : (file.updated ?? file.date),
      ),
      lang: translation?.lang ?? baseLocale,
      languages: locales.filter(
        (locale) =>
          locale === baseLocale || file.translations?.some((t) => t.lang === locale) === true,
      ),
      content: translation?.html ?? file.html,
    }
  })
  return posts.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
}

const listed = ({ content: _content, ...post }: ApiPostDetail): ApiPost => post

/**
 * The blog's answers in `lang`, by the names the site's blog client gives them
 * (src/blog/client.ts), so the prerender can stand in for the service.
 */
export function blogCatalog(files: PostFile[], lang: Locale) {
  const posts = postsIn(files, lang)
  const page = (list: ApiPostDetail[], number: number) =>
    list.slice((number - 1) * pageSize, number * pageSize).map(listed)
  return {
    async fetchPosts(query: { category?: string | null; search?: string; page: number }) {
      if (query.search) throw new Error('The blog catalogue cannot search: the service does')
      if (!query.category) return page(posts, query.page)
      if (!categoriesEn.some((category) => category.slug === query.category)) {
        throw new Error(`No blog category ${query.category}`)
      }
      const inCategory = posts.filter((post) =>
        post.categories.some((category) => category.slug === query.category),
      )
      return page(inCategory, query.page)
    },
    /** Most read first, then newest: with no reads, the newest. */
    async fetchTrending() {
      return page(posts, 1)
    },
    async fetchCategories() {
      return categoriesEn.map((category) => ({
        ...inLanguage({ name: category.name, slug: category.slug }, lang),
        showInHome: category.showInHome,
      }))
    },
    async fetchPost(slug: string): Promise<ApiPostDetail | null> {
      return posts.find((post) => post.slug === slug) ?? null
    },
  }
}
