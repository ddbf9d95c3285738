import { highlightItems, homeSections } from '../../../content/pages/home-sections'
import { Container, gridListClass, SectionHead } from '../../components/layout/layout'
import styles from './benefits.module.css'

/** The four-card grid the home page shows instead of the statistics when that flag is off. */
export function Highlights() {
  return (
    <section className={styles.section} aria-labelledby="highlights-heading">
      <Container>
        <SectionHead
          eyebrow={homeSections.highlights.eyebrow}
          heading={homeSections.highlights.heading}
          id="highlights-heading"
        />
        <ul className={`${gridListClass} ${styles.highlights}`}>
          {highlightItems.map((item) => (
            <li key={item.title} className={styles.benefit}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
