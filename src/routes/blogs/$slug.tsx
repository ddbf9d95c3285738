import { createFileRoute } from '@tanstack/react-router'
import { BlogPostPage } from '../../views/blog/blog-post-page'

export const Route = createFileRoute('/blogs/$slug')({
  staticData: { theme: 'blog' },
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { slug } = Route.useParams()
  // A new post is a new page: its own loading, post and related posts.
  return <BlogPostPage key={slug} slug={slug} />
}
