import ky from 'ky'
import * as v from 'valibot'
import { config } from '../config'

const category = v.object({ name: v.string(), slug: v.string() })

export const postSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  description: v.string(),
  banner: v.string(),
  updatedAt: v.string(),
  tags: v.array(v.string()),
  categories: v.array(category),
})
export type BlogPost = v.InferOutput<typeof postSchema>

const postDetail = v.object({ ...postSchema.entries, content: v.string() })
export type BlogPostDetail = v.InferOutput<typeof postDetail>

const categoryEntry = v.object({ name: v.string(), slug: v.string(), showInHome: v.boolean() })
export type BlogCategoryEntry = v.InferOutput<typeof categoryEntry>

const api = ky.create({
  ...(config.VITE_API_BASE_URL ? { baseUrl: config.VITE_API_BASE_URL } : {}),
  timeout: 10_000,
  retry: { limit: 1, methods: ['get'] },
})

/** One page of posts (spec 7): all posts or one category's, optionally searched. */
export async function fetchPosts(query: {
  category?: string | null
  search?: string
  page: number
}) {
  const params = new URLSearchParams()
  if (query.search) params.set('search', query.search)
  if (query.page > 1) params.set('p', String(query.page))
  const path = query.category
    ? `/api/blog/category/${encodeURIComponent(query.category)}`
    : '/api/blog'
  return v.parse(v.array(postSchema), await api.get(path, { searchParams: params }).json())
}

export async function fetchTrending() {
  return v.parse(
    v.array(postSchema),
    await api.get('/api/blog', { searchParams: { trending: 'true' } }).json(),
  )
}

export async function fetchCategories() {
  return v.parse(
    v.object({ data: v.array(categoryEntry) }),
    await api.get('/api/blog/category').json(),
  ).data
}

/** A post, or null when there is no such post (404). */
export async function fetchPost(slug: string): Promise<BlogPostDetail | null> {
  const response = await api.get(`/api/blog/${encodeURIComponent(slug)}`, {
    throwHttpErrors: false,
  })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`The blog service answered ${response.status}`)
  return v.parse(v.object({ data: postDetail }), await response.json()).data
}
