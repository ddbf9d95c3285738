import { blogCategories } from '../../content/blog-categories'
import { page as blogsPage } from '../../content/pages/blogs'
import { worldPageSections } from '../../content/pages/world-sections'
import type { PageContent, World } from '../../content/types'
import { pageHead, type HeadInput, type RouteHead } from './head'
import { blogFeed } from './feeds'
import { ogImage } from './og'
import type { BlogPostDetail } from '../services/blog'
import { blogPostingLd, breadcrumbListLd, faqPageLd, faqsOfSections } from './structured-data'

/** An information page (content/pages/*): its title, description and any FAQ. */
export function contentPageHead(page: PageContent, extra: Partial<HeadInput> = {}): RouteHead {
  const faqs = faqsOfSections(page.sections)
  return pageHead({
    title: page.title,
    description: page.description,
    path: page.path,
    structuredData: faqs.length ? [faqPageLd(faqs)] : [],
    ...extra,
  })
}

/** A subject world's page: its art as the preview, its FAQ. */
export function worldHead(world: World): RouteHead {
  const faqs = faqsOfSections(worldPageSections[world.key])
  return pageHead({
    title: `${world.name}: ${world.subject} in VR`,
    description: `${world.name}, the ${world.subject.toLowerCase()} world of immersive VR lessons: ${world.subtitle.toLowerCase()}.`,
    path: world.path,
    image: ogImage({ kind: 'world', world: world.key }),
    structuredData: faqs.length ? [faqPageLd(faqs)] : [],
  })
}

const blogCrumbs = [
  { name: 'Home', path: '/' },
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
    title: `${name}: ${blogsPage.title}`,
    description: `${name}: ${blogsPage.description}`,
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
      title: 'Blog not found',
      description: blogsPage.description,
      path,
      noindex: true,
    })
  }
  const image = ogImage({ kind: 'post', slug, title: post.title })
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
      }),
      breadcrumbListLd([...blogCrumbs, { name: post.title, path }]),
    ],
  })
}
