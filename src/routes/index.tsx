import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/home'
import { loadBlogLoaders } from '../blog'
import { headFromLoader } from '../seo/head-from-loader'
import { HomePage, preloadHomeSections } from '../views/home/home-page'

type HomeSearch = { slug?: string; search?: string }

export const Route = createFileRoute('/')({
  staticData: { theme: 'home' },
  // The blog carousel starts on the post these name (docs/product.md, "Routes › Home").
  validateSearch: (search: Record<string, unknown>): HomeSearch => ({
    ...(typeof search.slug === 'string' && search.slug ? { slug: search.slug } : {}),
    ...(typeof search.search === 'string' && search.search ? { search: search.search } : {}),
  }),
  loader: async ({ context }) => {
    // The blog carousel's posts: the blog's code is fetched only here, so a hydrated home page,
    // which carries the posts, never loads it (the first load stays as light as it was). The
    // prerender waits for them; a visit by link does not (a slow or hanging blog API must not
    // hold the page back): the carousel shows placeholders until they come.
    const posts = loadBlogLoaders().then(
      (blog) => blog.loadLatestPosts(context.blog),
      // Its code out of reach: the carousel says the posts could not load, as when the blog does.
      () => null,
    )
    // A render without hydration (the prerender, a visit by link) shows every section at once.
    // The head is made only where the loader runs (the prerender, a visit by link): a hydrated
    // page carries its head, so the modules that build it stay out of the home's first load.
    const [{ contentPageHead }, { organizationLd, webSiteLd }] = await Promise.all([
      import('../seo/page-heads'),
      import('../seo/structured-data'),
      preloadHomeSections(),
    ])
    const head = contentPageHead(page)
    head.meta.push({ 'script:ld+json': organizationLd() }, { 'script:ld+json': webSiteLd() })
    return { head, posts: context.blog ? await posts : posts }
  },
  head: headFromLoader,
  component: HomeRoute,
})

function HomeRoute() {
  const { slug, search } = Route.useSearch()
  const { posts } = Route.useLoaderData()
  return <HomePage slug={slug} search={search} posts={posts} />
}
