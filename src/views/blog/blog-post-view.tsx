import { Link } from '@tanstack/react-router'
import { page } from '../../../content/pages/blogs'
import { useModals } from '../../app/modal-actor'
import { Button } from '../../components/button/button'
import { ArrowLeftIcon } from '../../components/icons/icons'
import { Container } from '../../components/layout/layout'
import { PageMeta } from '../../components/shell/page-meta'
import styles from '../info/info-page.module.css'

/** A post's title as its slug spells it, until the post itself has loaded. */
export function titleFromSlug(slug: string): string {
  const words = slug.split('-').filter(Boolean)
  const title = words.join(' ')
  return title.charAt(0).toUpperCase() + title.slice(1)
}

/** A blog post page: back link, title and the feedback prompt. */
export function BlogPostView({ slug }: { slug: string }) {
  const modals = useModals()
  const title = titleFromSlug(slug)
  return (
    <>
      <PageMeta title={title} description={page.description} />
      <section className={styles.hero} aria-labelledby="page-title">
        <Container className={styles.heroText}>
          <Link to="/blogs" className={styles.more}>
            <ArrowLeftIcon size={16} /> Back to {page.heading}
          </Link>
          <h1 id="page-title">{title}</h1>
          <p className={styles.intro}>{page.intro}</p>
          <Button variant="secondary" onClick={() => modals.open('feedback', { blogTitle: title })}>
            Share your feedback
          </Button>
        </Container>
      </section>
    </>
  )
}
