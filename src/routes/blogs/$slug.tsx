import { createFileRoute } from '@tanstack/react-router'
import { fetchPost, type BlogPostDetail } from '../../services/blog'
import { seedKeys } from '../../services/blog-seeds'
import { headFromLoader } from '../../seo/head'
import { blogPostHead } from '../../seo/blog-heads'
import { BlogPostPage, PostLoading } from '../../views/blog/blog-post-page'
import { toSafePost } from '../../views/blog/safe-post'
import { BlogSeedProvider } from '../../views/blog/seeds'

export const Route = createFileRoute('/blogs/$slug')({
  staticData: { theme: 'blog' },
  // The post before the page, so its head (title, description, link preview) is its own:
  // prerendering asks the blog service in the build, the browser asks it over the network (a
  // failure reads as 'Blog not found', as the page says).
  loader: async ({ context, params }) => {
    const seeds = context.seedBlog
      ? await context.seedBlog({ kind: 'post', slug: params.slug })
      : {
          [seedKeys.post(params.slug)]: await fetchPost(params.slug)
            .then(toSafePost)
            .catch(() => null),
        }
    const post = seeds[seedKeys.post(params.slug)] as BlogPostDetail | null
    return { head: blogPostHead(params.slug, post), seeds }
  },
  head: headFromLoader,
  pendingComponent: PostLoading,
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { slug } = Route.useParams()
  const { seeds } = Route.useLoaderData()
  // A new post is a new page: its own loading, post and related posts.
  return (
    <BlogSeedProvider key={slug} seeds={seeds}>
      <BlogPostPage slug={slug} />
    </BlogSeedProvider>
  )
}
