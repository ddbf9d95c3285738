import { createFileRoute, redirect } from '@tanstack/react-router'
import { headFromLoader } from '../../seo/head-from-loader'
import { BlogListPage, blogSearch, loadBlogHeads, loadBlogList } from '../../blog'

export const Route = createFileRoute('/blogs/')({
  staticData: { theme: 'blog' },
  validateSearch: blogSearch,
  // The search the page opens with, read from the address rather than declared as loaderDeps:
  // a search typed on the page is the feed machine's to run, so typing does not load the page
  // again (the categories, the latest and trending posts stay as they are).
  loader: async ({ context, location }) => ({
    // Made only where the loader runs: a hydrated page carries its head.
    head: (await loadBlogHeads()).blogListHead(null),
    ...(await loadBlogList(context.blog, {
      category: null,
      search: blogSearch(location.search).search ?? '',
    }).catch(() => {
      throw redirect({ to: '/not-found', replace: true })
    })),
  }),
  head: headFromLoader,
  component: BlogsRoute,
})

function BlogsRoute() {
  const { search } = Route.useSearch()
  return <BlogListPage category={null} search={search ?? ''} data={Route.useLoaderData()} />
}
