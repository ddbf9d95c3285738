import { Link } from '@tanstack/react-router'
import { notFoundImageAlt, page } from '../../../content/pages/not-found'
import { artUrl } from '../../components/art/art'
import { buttonClass } from '../../components/button/button'
import { m } from '../../paraglide/messages'
import styles from './errors.module.css'

export function NotFoundView() {
  return (
    <section className={styles.screen} aria-labelledby="page-title">
      <div className={styles.inner}>
        <img
          className={styles.lead}
          src={artUrl('not-found')}
          alt={notFoundImageAlt}
          width={640}
          height={420}
          fetchPriority="high"
        />
        <h1 id="page-title">{page.heading}</h1>
        <p>{page.intro}</p>
        <Link to="/" className={buttonClass('primary')}>
          {m.nav_back_home()}
        </Link>
      </div>
    </section>
  )
}
