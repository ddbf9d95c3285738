import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { limits } from '../../content/site'
import { formatDate } from '../i18n/format'
import type { BlogPost } from './client'
import styles from './blog-card.module.css'
import shared from './blog.module.css'
import { EnglishOnlyBadge, textLanguage } from './post-language'

export const defaultBanner = '/blog/default-banner.svg'

/**
 * Any broken blog or banner image falls back to the default banner. A post's own banner
 * is decorative (its title is right there); where the default stands in, `fallbackAlt` says what
 * it shows.
 */
export function BannerImage({
  src,
  className,
  eager,
  fallbackAlt = '',
}: {
  src: string
  className?: string
  eager?: boolean
  fallbackAlt?: string
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const broken = !src || failedSrc === src
  const image = useRef<HTMLImageElement>(null)
  // A prerendered image may have failed before the app hydrated it, when no one was listening.
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0 && element.getAttribute('src') === src) {
      setFailedSrc(src)
    }
  }, [src])
  return (
    <img
      ref={image}
      src={broken ? defaultBanner : src}
      alt={broken ? fallbackAlt : ''}
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onError={() => setFailedSrc(src)}
    />
  )
}

export function BlogCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  const text = textLanguage(post)
  return (
    <article className={styles.card}>
      <BannerImage src={post.banner} />
      <div className={styles.cardBody}>
        <p className={shared.meta}>
          <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
          <EnglishOnlyBadge post={post} />
          {post.tags.slice(0, limits.cardTags).map((tag) => (
            <span key={tag} className={styles.tag} {...text}>
              {tag}
            </span>
          ))}
        </p>
        <Heading {...text}>
          <Link to="/blogs/$slug" params={{ slug: post.slug }}>
            {post.title}
          </Link>
        </Heading>
        <p {...text}>{post.description}</p>
      </div>
    </article>
  )
}

export function BlogCardPlaceholders({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} aria-hidden="true">
          <div className={shared.placeholder} data-testid="blog-placeholder" />
        </li>
      ))}
    </>
  )
}
