import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '../../views/blog/blog-list-page'

export const Route = createFileRoute('/blogs/')({
  staticData: { theme: 'blog' },
  validateSearch: (search: Record<string, unknown>): { search?: string } =>
    typeof search.search === 'string' && search.search ? { search: search.search } : {},
  component: BlogsRoute,
})

function BlogsRoute() {
  const { search } = Route.useSearch()
  return <BlogListPage category={null} search={search ?? ''} />
}
