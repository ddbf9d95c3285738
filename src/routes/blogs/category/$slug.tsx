import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '../../../views/blog/blog-list-page'

/** The /blogs screen, filtered to one category. */
export const Route = createFileRoute('/blogs/category/$slug')({
  staticData: { theme: 'blog' },
  validateSearch: (search: Record<string, unknown>): { search?: string } =>
    typeof search.search === 'string' && search.search ? { search: search.search } : {},
  component: BlogCategoryRoute,
})

function BlogCategoryRoute() {
  const { slug } = Route.useParams()
  const { search } = Route.useSearch()
  return <BlogListPage category={slug} search={search ?? ''} />
}
