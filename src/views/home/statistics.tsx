import { homeSections, statisticItems } from '../../../content/pages/home-sections'
import { timings } from '../../../content/site'
import { Carousel } from '../../components/carousel/carousel'
import { Container, SectionHead } from '../../components/layout/layout'
import { m } from '../../paraglide/messages'
import styles from './statistics.module.css'

/** Five statistic cards with play/pause, a progress bar, previous/next and dots. */
export function Statistics() {
  const slides = statisticItems.map((item) => ({
    id: item.title,
    content: (
      <div className={styles.statistic}>
        <p className={styles.statFigure}>{item.figure}</p>
        <div>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      </div>
    ),
  }))
  return (
    <section className={styles.statistics} aria-labelledby="statistics-heading">
      <Container>
        <SectionHead
          eyebrow={homeSections.statistics.eyebrow}
          heading={homeSections.statistics.heading}
          id="statistics-heading"
          tone="dark"
        />
        <Carousel
          label={m.home_statistics_carousel_label()}
          mode="slide"
          slides={slides}
          interval={timings.homeSliderAutoplay}
          speed={timings.homeSliderSpeed}
          progressStep={timings.homeSliderProgressStep}
          loop
          tone="dark"
        />
      </Container>
    </section>
  )
}
