import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { homeSections } from '../../../content/pages/home-sections'
import { buttonClass } from '../../components/button/button'
import { ArrowRightIcon } from '../../components/icons/icons'
import { Container, SectionHead } from '../../components/layout/layout'
import { m } from '../../paraglide/messages'
import styles from './blog-carousel.module.css'

/** The blog carousel's section: heading and 'View All', around whatever the posts are. */
export function BlogCarouselFrame({ children }: { children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="blog-heading">
      <Container>
        <div className={styles.blogHead}>
          <SectionHead
            eyebrow={homeSections.blog.eyebrow}
            heading={homeSections.blog.heading}
            id="blog-heading"
            className={styles.headText}
          >
            <p>{homeSections.blog.body}</p>
          </SectionHead>
          {/* One phrase per language for its name ('عرض كل المقالات'), which begins with what
              it shows: the shown words and a hidden 'posts' joined read 'عرض الكل المقالات'. */}
          <Link
            to="/blogs"
            className={buttonClass('secondary')}
            aria-label={homeSections.blog.viewAllName}
          >
            {homeSections.blog.viewAll}
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
