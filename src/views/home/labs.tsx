import { homeSections } from '../../../content/pages/home-sections'
import { Container, SectionHead } from '../../components/layout/layout'
import styles from './labs.module.css'

/** The labs in two figures: experiences (theory) and practicals. */
export function Labs() {
  return (
    <section className={styles.labs} aria-labelledby="labs-heading">
      <Container>
        <SectionHead
          eyebrow={homeSections.labs.eyebrow}
          heading={homeSections.labs.heading}
          id="labs-heading"
        />
        <ul className={styles.labCards}>
          {homeSections.labs.items.map((item) => (
            <li key={item.title} className={styles.labCard}>
              <span className={styles.labKind}>{item.label}</span>
              <p className={styles.labFigure}>
                <strong>{item.figure}</strong> {item.title}
              </p>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
