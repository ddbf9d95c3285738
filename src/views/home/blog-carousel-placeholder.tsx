import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { home } from '../../../content/pages/home'
import { buttonClass } from '../../components/button/button'
import { ArrowRightIcon } from '../../components/icons/icons'
import { Container, Eyebrow } from '../../components/layout/layout'
import { m } from '../../paraglide/messages'
import styles from './home-page.module.css'

/** The blog carousel's section: heading and 'View All', around whatever the posts are. */
export function BlogCarouselFrame({ children }: { children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="blog-heading">
      <Container>
        <div className={styles.blogHead}>
          <div className={styles.head}>
            <Eyebrow>{home.blog.eyebrow}</Eyebrow>
            <h2 id="blog-heading">{home.blog.heading}</h2>
            <p>{home.blog.body}</p>
          </div>
          <Link to="/blogs" className={buttonClass('secondary')}>
            {home.blog.viewAll} <span className="visually-hidden">{m.home_view_all_hidden()}</span>
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        {children}
      </Container>
    </section>
  )
}

/** Card-shaped placeholders, as many as the carousel will show at this width. */
export function PostPlaceholders() {
  return (
    <div className={styles.postPlaceholders} role="status" aria-busy="true">
      <span className="visually-hidden">{m.home_loading_posts()}</span>
      {[0, 1, 2].map((n) => (
        <div key={n} className={styles.postPlaceholder} aria-hidden="true" />
      ))}
    </div>
  )
}

/** What the page shows until the blog carousel's code and posts arrive. */
export function BlogCarouselPlaceholder() {
  return (
    <BlogCarouselFrame>
      <PostPlaceholders />
    </BlogCarouselFrame>
  )
}
