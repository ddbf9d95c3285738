import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../../../seo/head'
import { blogListHead } from '../../../seo/blog-heads'
import { BlogListPage } from '../../../views/blog/blog-list-page'
import { BlogSeedProvider } from '../../../views/blog/seeds'

/** The /blogs screen, filtered to one category. */
export const Route = createFileRoute('/blogs/category/$slug')({
  staticData: { theme: 'blog' },
  validateSearch: (search: Record<string, unknown>): { search?: string } =>
    typeof search.search === 'string' && search.search ? { search: search.search } : {},
  loaderDeps: ({ search }) => ({ search: search.search ?? '' }),
  loader: async ({ context, deps, params }) => ({
    head: blogListHead(params.slug),
    seeds: context.seedBlog
      ? await context.seedBlog({ kind: 'list', category: params.slug, search: deps.search })
      : {},
  }),
  head: headFromLoader,
  component: BlogCategoryRoute,
})

function BlogCategoryRoute() {
  const { slug } = Route.useParams()
  const { search } = Route.useSearch()
  const { seeds } = Route.useLoaderData()
  return (
    <BlogSeedProvider seeds={seeds}>
      <BlogListPage category={slug} search={search ?? ''} />
    </BlogSeedProvider>
  )
}
