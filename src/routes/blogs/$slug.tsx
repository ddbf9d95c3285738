import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../../seo/head-from-loader'
import { BlogPostPage, loadBlogHeads, loadBlogPost, PostLoading } from '../../blog'

export const Route = createFileRoute('/blogs/$slug')({
  staticData: { theme: 'blog' },
  // The post before the page, so its head (title, description, link preview) is its own.
  loader: async ({ context, params }) => {
    const data = await loadBlogPost(context.blog, params.slug)
    // Made only where the loader runs: a hydrated page carries its head.
    const { blogPostHead } = await loadBlogHeads()
    return { head: blogPostHead(params.slug, data.post), ...data }
  },
  head: headFromLoader,
  pendingComponent: PostLoading,
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { slug } = Route.useParams()
  const { post, related } = Route.useLoaderData()
  // A new post is a new page.
  return <BlogPostPage key={slug} post={post} related={related} />
}
