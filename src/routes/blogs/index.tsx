import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../../seo/head'
import { blogListHead } from '../../seo/blog-heads'
import { BlogListPage } from '../../views/blog/blog-list-page'
import { BlogSeedProvider } from '../../views/blog/seeds'

export const Route = createFileRoute('/blogs/')({
  staticData: { theme: 'blog' },
  validateSearch: (search: Record<string, unknown>): { search?: string } =>
    typeof search.search === 'string' && search.search ? { search: search.search } : {},
  loaderDeps: ({ search }) => ({ search: search.search ?? '' }),
  // Prerendering gives the list its first page; in the browser the list loads it itself.
  loader: async ({ context, deps }) => ({
    head: blogListHead(null),
    seeds: context.seedBlog
      ? await context.seedBlog({ kind: 'list', category: null, search: deps.search })
      : {},
  }),
  head: headFromLoader,
  component: BlogsRoute,
})

function BlogsRoute() {
  const { search } = Route.useSearch()
  const { seeds } = Route.useLoaderData()
  return (
    <BlogSeedProvider seeds={seeds}>
      <BlogListPage category={null} search={search ?? ''} />
    </BlogSeedProvider>
  )
}
