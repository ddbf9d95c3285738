import { blogCategories } from '../../content/blog-categories'
import { page as blogsPage } from '../../content/pages/blogs'
import { m } from '../paraglide/messages'
import type { BlogPostDetail } from './client'
import { postLanguage } from './language'
import { blogFeed } from './feeds'
import { pageHead, type RouteHead } from '../seo/head'
import { ogImage } from '../seo/og'
import { blogPostingLd, breadcrumbListLd } from '../seo/structured-data'

const blogCrumbs = [
  { name: m.seo_breadcrumb_home(), path: '/' },
  { name: blogsPage.title, path: blogsPage.path },
]

/** /blogs, or one category of it. */
export function blogListHead(categorySlug: string | null): RouteHead {
  if (!categorySlug) {
    return pageHead({
      title: blogsPage.title,
      description: blogsPage.description,
      path: blogsPage.path,
      feed: blogFeed,
    })
  }
  const category = blogCategories.find((entry) => entry.slug === categorySlug)
  const name = category?.name ?? categorySlug
  const path = `${blogsPage.path}/category/${categorySlug}`
  return pageHead({
    title: `${m.term_with_colon({ term: name })} ${blogsPage.title}`,
    description: `${m.term_with_colon({ term: name })} ${blogsPage.description}`,
    path,
    feed: blogFeed,
    structuredData: [breadcrumbListLd([...blogCrumbs, { name, path }])],
  })
}

/** A post: its own title, description and banner; BlogPosting and its breadcrumbs. */
export function blogPostHead(slug: string, post: BlogPostDetail | null | undefined): RouteHead {
  const path = `${blogsPage.path}/${slug}`
  if (!post) {
    return pageHead({
      title: m.blog_not_found(),
      description: blogsPage.description,
      path,
      noindex: true,
    })
  }
  const image = ogImage({ kind: 'post', slug, title: post.title, lang: postLanguage(post) })
  return pageHead({
    title: post.title,
    description: post.description,
    path,
    type: 'article',
    image,
    feed: blogFeed,
    structuredData: [
      blogPostingLd({
        title: post.title,
        description: post.description,
        slug,
        banner: post.banner,
        datePublished: post.publishedAt ?? post.updatedAt,
        dateModified: post.updatedAt,
        // What the visitor reads: the page's language for a translated post, else English.
        inLanguage: postLanguage(post),
      }),
      breadcrumbListLd([...blogCrumbs, { name: post.title, path }]),
    ],
  })
}
