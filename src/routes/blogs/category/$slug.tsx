import { createFileRoute, redirect } from '@tanstack/react-router'
import { headFromLoader } from '../../../seo/head-from-loader'
import { BlogListPage, blogSearch, loadBlogHeads, loadBlogList } from '../../../blog'

/** The /blogs screen, filtered to one category (its search as on /blogs, src/routes/blogs/index.tsx). */
export const Route = createFileRoute('/blogs/category/$slug')({
  staticData: { theme: 'blog' },
  validateSearch: blogSearch,
  loader: async ({ context, location, params }) => ({
    // Made only where the loader runs: a hydrated page carries its head.
    head: (await loadBlogHeads()).blogListHead(params.slug),
    ...(await loadBlogList(context.blog, {
      category: params.slug,
      search: blogSearch(location.search).search ?? '',
    }).catch(() => {
      throw redirect({ to: '/not-found', replace: true })
    })),
  }),
  head: headFromLoader,
  component: BlogCategoryRoute,
})

function BlogCategoryRoute() {
  const { slug } = Route.useParams()
  const { search } = Route.useSearch()
  return <BlogListPage category={slug} search={search ?? ''} data={Route.useLoaderData()} />
}
