import { limits } from '../../content/site'
import { toSafePost } from '../views/blog/safe-post'
import { relatedPosts, type BlogClient } from './blog'

/**
 * The blog's data a prerendered page starts with, by resource (see seedKeys). It travels in the
 * route's loader data, so the browser hydrates the page with exactly what the HTML shows; the
 * resources a page finds here start loaded instead of fetching again.
 */
export type BlogSeeds = Record<string, unknown>

/** What a page needs: the blog list (all posts or a category, maybe searched), or one post. */
export type SeedPlan =
  { kind: 'list'; category: string | null; search: string } | { kind: 'post'; slug: string }

export const seedKeys = {
  categories: 'categories',
  latest: 'latest',
  trending: 'trending',
  feed: (query: { category: string | null; search: string }) =>
    `feed:${query.category ?? ''}:${query.search}`,
  post: (slug: string) => `post:${slug}`,
  related: (slug: string) => `related:${slug}`,
} as const

/** At build time: asks the blog service for everything the page shows at first. */
export async function collectSeeds(client: BlogClient, plan: SeedPlan): Promise<BlogSeeds> {
  if (plan.kind === 'post') {
    // Sanitised here, so the page carries the clean body and the browser need not sanitise it.
    const post = await client.fetchPost(plan.slug).then(toSafePost)
    if (!post) return { [seedKeys.post(plan.slug)]: null }
    const category = post.categories[0]?.slug ?? null
    const categoryPosts = await client.fetchPosts({ category, page: 1 })
    return {
      [seedKeys.post(plan.slug)]: post,
      [seedKeys.related(plan.slug)]: relatedPosts(post, categoryPosts, limits.relatedBlogs),
    }
  }
  const [categories, firstPage, trending, feed] = await Promise.all([
    client.fetchCategories(),
    client.fetchPosts({ page: 1 }),
    client.fetchTrending(),
    client.fetchPosts({ category: plan.category, search: plan.search, page: 1 }),
  ])
  return {
    [seedKeys.categories]: categories,
    [seedKeys.latest]: firstPage[0] ?? null,
    [seedKeys.trending]: trending,
    [seedKeys.feed(plan)]: feed,
  }
}
