import { createFileRoute } from '@tanstack/react-router'
import { BlogPostView } from '../../views/blog/blog-post-view'

export const Route = createFileRoute('/blogs/$slug')({
  staticData: { theme: 'blog' },
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { slug } = Route.useParams()
  return <BlogPostView slug={slug} />
}
