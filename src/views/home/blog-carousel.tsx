import { Link } from '@tanstack/react-router'
import { Suspense, use } from 'react'
import { blogCarousel, timings } from '../../../content/site'
import { Carousel } from '../../components/carousel/carousel'
import { formatDate } from '../../i18n/format'
import { m } from '../../paraglide/messages'
import {
  BannerImage,
  categoryLabel,
  EnglishOnlyBadge,
  textLanguage,
  type BlogPost,
} from '../../blog'
import { BlogCarouselFrame, PostPlaceholders } from './blog-carousel-placeholder'
import styles from './blog-carousel.module.css'

/** The first slide: the post named by `slug`, else the first whose title matches `search`. */
export function firstSlide(posts: readonly BlogPost[], slug?: string, search?: string): number {
  if (slug) {
    const bySlug = posts.findIndex((post) => post.slug === slug)
    if (bySlug >= 0) return bySlug
  }
  const term = search?.trim().toLowerCase()
  if (term) {
    const bySearch = posts.findIndex((post) => post.title.toLowerCase().includes(term))
    if (bySearch >= 0) return bySearch
  }
  return 0
}

/** The carousel's posts: the list (null when they could not load), or, on a visit by link, the
 * request still on its way, so that the page shows at once with placeholders in its place. */
export type HomePosts = BlogPost[] | null | Promise<BlogPost[] | null>

/** The newest posts (the home route's loader brings them), or a word and a link if there are none. */
export function BlogCarousel({
  posts,
  slug,
  search,
}: {
  posts: HomePosts
  slug?: string | undefined
  search?: string | undefined
}) {
  return (
    <BlogCarouselFrame>
      {posts instanceof Promise ? (
        <Suspense fallback={<PostPlaceholders />}>
          <Posts posts={posts} slug={slug} search={search} />
        </Suspense>
      ) : (
        <Posts posts={posts} slug={slug} search={search} />
      )}
    </BlogCarouselFrame>
  )
}

function Posts({
  posts,
  slug,
  search,
}: {
  posts: HomePosts
  slug?: string | undefined
  search?: string | undefined
}) {
  const list = posts instanceof Promise ? use(posts) : posts
  return list?.length ? (
    <Carousel
      label={m.home_blog_carousel_label()}
      mode="slide"
      slides={list.map((post) => ({ id: post.slug, content: <PostSlide post={post} /> }))}
      interval={timings.blogCarouselAutoplay}
      speed={timings.blogCarouselSpeed}
      loop
      start={firstSlide(list, slug, search)}
      breakpoints={blogCarousel.breakpoints}
    />
  ) : (
    <p className={styles.blogEmpty}>
      {m.home_blog_failed()} <Link to="/blogs">{m.home_blog_read()}</Link>.
    </p>
  )
}

function PostSlide({ post }: { post: BlogPost }) {
  // A post in English on a Spanish or Arabic page says so (docs/blog.md).
  const text = textLanguage(post)
  return (
    <article className={styles.post}>
      <BannerImage src={post.banner} className={styles.postBanner} />
      <div className={styles.postBody}>
        <p className={styles.postMeta}>
          <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
          {post.categories[0] ? (
            <span lang={categoryLabel(post.categories[0]).lang}>
              {categoryLabel(post.categories[0]).name}
            </span>
          ) : null}
          <EnglishOnlyBadge post={post} />
        </p>
        <h3 {...text}>
          <Link to="/blogs/$slug" params={{ slug: post.slug }}>
            {post.title}
          </Link>
        </h3>
        <p {...text}>{post.description}</p>
      </div>
    </article>
  )
}
