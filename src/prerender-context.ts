import type { BlogSeeds, SeedPlan } from './services/blog-seeds'

/**
 * What prerendering gives the routes: the blog's data, fetched at build time from the blog
 * service itself, so a post's HTML carries the post. In the browser it is absent: the pages load
 * their data themselves, with a visible 'Loading'.
 *
 * A module of its own because the root route needs it and the router imports the route tree, and
 * with it the root route: declared in router.tsx, it made a circle of imports.
 */
export type PrerenderContext = {
  seedBlog?: (plan: SeedPlan) => Promise<BlogSeeds>
}
