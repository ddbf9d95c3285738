import { limits } from '../../content/site'
import type { FeedQuery } from '../../machines/blog-feed.machine'
import {
  browserClient,
  relatedPosts,
  type BlogCategoryEntry,
  type BlogClient,
  type BlogPost,
} from './client'
import { isUnreachableCode } from '../lib/reach-code'
import { toSafePost, type SafePost } from './safe-post'

// What each blog page starts with, fetched by its route's loader: in the prerender (the page's
// HTML then carries it, and the browser hydrates with it) and in the browser for a page the build
// did not make or a visit by link. Typed end to end: the route's component reads it with
// Route.useLoaderData(). `blog` is the router context's: the prerender gives the Markdown's
// answers (server/blog/catalog.ts); in the browser there is none and the service is asked.

/** A blog list (all posts or a category's, maybe searched). */
export type BlogListData = {
  categories: BlogCategoryEntry[]
  /** The newest post, for the header (null when there is none yet). */
  latest: BlogPost | null
  trending: BlogPost[]
  /** The feed's first page for `query`; null if it could not load (the feed then tries again). */
  feed: { query: FeedQuery; posts: BlogPost[] | null }
}

/**
 * Everything a blog list shows at first. Throws when the newest posts cannot load (the page then
 * goes to /not-found); the categories and trending posts are left empty when they fail.
 */
export async function loadBlogList(
  blog: BlogClient = browserClient,
  query: FeedQuery,
): Promise<BlogListData> {
  const everything = !query.category && !query.search
  const [newest, categories, trending, feed] = await Promise.all([
    blog.fetchPosts({ page: 1 }),
    blog.fetchCategories().catch(() => []),
    blog.fetchTrending().catch(() => []),
    everything ? null : blog.fetchPosts({ ...query, page: 1 }).catch(() => null),
  ])
  return {
    categories,
    latest: newest[0] ?? null,
    trending,
    feed: { query, posts: everything ? newest : feed },
  }
}

/** A post page: the post, sanitised, or null ('Blog not found'), and its related posts. */
export type BlogPostData = { post: SafePost | null; related: BlogPost[] }

/** A failure reads as 'Blog not found'; related posts that cannot load are left out. */
export async function loadBlogPost(
  blog: BlogClient = browserClient,
  slug: string,
): Promise<BlogPostData> {
  const post = await blog
    .fetchPost(slug)
    .then(toSafePost)
    .catch((error: unknown) => {
      // The sanitiser's code out of reach is not a missing post: the page says it needs a
      // connection, and loads the post again (src/views/errors/route-error.tsx).
      if (isUnreachableCode(error)) throw error
      return null
    })
  if (!post) return { post: null, related: [] }
  const category = post.categories[0]?.slug ?? null
  const related = await blog
    .fetchPosts({ category, page: 1 })
    .then((posts) => relatedPosts(post, posts, limits.relatedBlogs))
    .catch(() => [])
  return { post, related }
}

/** The home page's carousel: the newest posts, or null when they cannot load. */
export const loadLatestPosts = (blog: BlogClient = browserClient): Promise<BlogPost[] | null> =>
  blog.fetchPosts({ page: 1 }).catch(() => null)
