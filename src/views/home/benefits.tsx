import { Link } from '@tanstack/react-router'
import { homeSections } from '../../../content/pages/home-sections'
import { buttonClass } from '../../components/button/button'
import { ArrowRightIcon, CheckIcon } from '../../components/icons/icons'
import { Badge, Container, gridListClass, SectionHead } from '../../components/layout/layout'
import { m } from '../../paraglide/messages'
import styles from './benefits.module.css'

/** Why VR: six benefits, the eye-health note, and the two editions with 'Know More'. */
export function Benefits() {
  return (
    <section className={styles.section} aria-labelledby="benefits-heading">
      <Container>
        <SectionHead
          eyebrow={homeSections.benefits.eyebrow}
          heading={homeSections.benefits.heading}
          id="benefits-heading"
        />
        <ul className={gridListClass}>
          {homeSections.benefits.items.map((item, n) => (
            <li key={item.title} className={styles.benefit}>
              <span className={styles.benefitNumber} aria-hidden="true">
                {String(n + 1).padStart(2, '0')}
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
        <p className={styles.eyeNote}>
          <CheckIcon size={20} />
          <span>{homeSections.benefits.eyeNote}</span>
        </p>
        <ul className={styles.editions}>
          {homeSections.benefits.editions.map((edition) => (
            <li key={edition.title} className={styles.edition}>
              <Badge>{edition.badge}</Badge>
              <h3>{edition.title}</h3>
              <p>{edition.text}</p>
              <Link to={edition.to} className={buttonClass('secondary')}>
                {homeSections.benefits.more}{' '}
                <span className="visually-hidden">
                  {m.home_more_about({ name: edition.title })}
                </span>
                <ArrowRightIcon size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
