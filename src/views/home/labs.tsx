import { home } from '../../../content/pages/home'
import { Container, SectionHead } from '../../components/layout/layout'
import styles from './labs.module.css'

/** The labs in two figures: experiences (theory) and practicals. */
export function Labs() {
  return (
    <section className={styles.labs} aria-labelledby="labs-heading">
      <Container>
        <SectionHead eyebrow={home.labs.eyebrow} heading={home.labs.heading} id="labs-heading" />
        <ul className={styles.labCards}>
          {home.labs.items.map((item) => (
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
