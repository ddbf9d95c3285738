import { Link } from '@tanstack/react-router'
import { limits } from '../../../content/site'
import type { BlogPost } from '../../services/blog'
import styles from './blog.module.css'

export const defaultBanner = '/blog/default-banner.svg'

/** Day, month name and year (spec 3): 12 March 2025. */
export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))

/** Any broken blog or banner image falls back to the default banner (spec 8). */
export function BannerImage({
  src,
  className,
  eager,
}: {
  src: string
  className?: string
  eager?: boolean
}) {
  return (
    <img
      src={src || defaultBanner}
      alt=""
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onError={(event) => {
        const img = event.currentTarget
        if (!img.src.endsWith(defaultBanner)) img.src = defaultBanner
      }}
    />
  )
}

export function BlogCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={styles.card}>
      <BannerImage src={post.banner} />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
          {post.tags.slice(0, limits.cardTags).map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </p>
        <Heading>
          <Link to="/blogs/$slug" params={{ slug: post.slug }}>
            {post.title}
          </Link>
        </Heading>
        <p>{post.description}</p>
      </div>
    </article>
  )
}

export function BlogCardPlaceholders({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} aria-hidden="true">
          <div className={styles.placeholder} data-testid="blog-placeholder" />
        </li>
      ))}
    </>
  )
}
