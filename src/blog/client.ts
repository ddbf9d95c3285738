import ky from 'ky'
import * as v from 'valibot'
import { baseLocale, isLocale, locales, type Locale } from '../../content/locales'
import { config } from '../config'
import { locale } from '../i18n/locale'

const category = v.object({ name: v.string(), slug: v.string() })

export const postSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  description: v.string(),
  banner: v.string(),
  publishedAt: v.optional(v.string()),
  updatedAt: v.string(),
  tags: v.array(v.string()),
  categories: v.array(category),
  /** The language of the title, description and content: the page's, or English (docs/blog.md). */
  lang: v.optional(v.picklist(locales)),
  /** Every language the post can be read in (those this site speaks). */
  languages: v.optional(
    v.pipe(
      v.array(v.string()),
      v.transform((list) => list.filter(isLocale)),
    ),
  ),
})
export type BlogPost = v.InferOutput<typeof postSchema>

const postDetail = v.object({ ...postSchema.entries, content: v.string() })
export type BlogPostDetail = v.InferOutput<typeof postDetail>

const categoryEntry = v.object({ name: v.string(), slug: v.string(), showInHome: v.boolean() })
export type BlogCategoryEntry = v.InferOutput<typeof categoryEntry>

type BlogClientOptions = {
  /** Where the blog service is; by default the site's own origin (or VITE_API_BASE_URL). */
  baseUrl?: string
  /** The language to ask for the posts in: the page's (src/i18n/locale.ts) by default. */
  lang?: Locale
}

/** The blog service's answers, checked against their schemas. */
export function createBlogClient(options: BlogClientOptions = {}) {
  const baseUrl = options.baseUrl ?? config.VITE_API_BASE_URL
  const api = ky.create({
    ...(baseUrl ? { baseUrl } : {}),
    // The service's error messages in the page's language.
    headers: { 'accept-language': locale },
    timeout: 10_000,
    retry: { limit: 1, methods: ['get'] },
  })
  const lang = options.lang ?? locale
  /** `?lang=` for any language but English, the service's default. */
  const withLang = (params: Record<string, string> = {}) =>
    lang === baseLocale ? params : { ...params, lang }
  return {
    /** One page of posts: all posts or one category's, optionally searched. */
    async fetchPosts(query: { category?: string | null; search?: string; page: number }) {
      const params = new URLSearchParams(withLang())
      if (query.search) params.set('search', query.search)
      if (query.page > 1) params.set('p', String(query.page))
      const path = query.category
        ? `/api/blog/category/${encodeURIComponent(query.category)}`
        : '/api/blog'
      return v.parse(v.array(postSchema), await api.get(path, { searchParams: params }).json())
    },

    async fetchTrending() {
      return v.parse(
        v.array(postSchema),
        await api.get('/api/blog', { searchParams: withLang({ trending: 'true' }) }).json(),
      )
    },

    async fetchCategories() {
      return v.parse(
        v.object({ data: v.array(categoryEntry) }),
        await api.get('/api/blog/category').json(),
      ).data
    },

    /** A post, or null when there is no such post (404). */
    async fetchPost(slug: string): Promise<BlogPostDetail | null> {
      const response = await api.get(`/api/blog/${encodeURIComponent(slug)}`, {
        searchParams: withLang(),
        throwHttpErrors: false,
      })
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`The blog service answered ${response.status}`)
      return v.parse(v.object({ data: postDetail }), await response.json()).data
    },
  }
}
/**
 * The blog as the routes' loaders read it, through the router's context (src/router.tsx): the
 * service over the network in the browser; in the prerender, the Markdown itself
 * (server/blog/catalog.ts answers alike, field for field).
 */
export type BlogClient = ReturnType<typeof createBlogClient>

/** The service on the site's own origin, in the page's language. */
export const browserClient: BlogClient = createBlogClient()
export const fetchPosts: BlogClient['fetchPosts'] = (query) => browserClient.fetchPosts(query)

/** The post's related posts: others of its first category (docs/product.md, "Blog › Post"). */
export function relatedPosts(post: BlogPostDetail, categoryPosts: BlogPost[], limit: number) {
  return categoryPosts.filter((p) => p.slug !== post.slug).slice(0, limit)
}
