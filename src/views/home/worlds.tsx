import { Link } from '@tanstack/react-router'
import { useCallback, useState, type CSSProperties } from 'react'
import { home } from '../../../content/pages/home'
import { timings } from '../../../content/site'
import { comingSoonLabel, worlds } from '../../../content/worlds'
import { worldColour, worldIconUrl } from '../../components/art/art'
import { buttonClass } from '../../components/button/button'
import { Carousel } from '../../components/carousel/carousel'
import { ArrowRightIcon } from '../../components/icons/icons'
import { Badge, Container, SectionHead } from '../../components/layout/layout'
import { m } from '../../paraglide/messages'
import { WorldVideo } from './world-video'
import styles from './worlds.module.css'

/** One slide per world, with its trailer, its words and 'Know More' to its page. */
export function Worlds() {
  const [current, setCurrent] = useState(0)
  const onChange = useCallback((index: number) => setCurrent(index), [])
  // The trailers move only while the carousel rotates: its rotation control stops both.
  const [moving, setMoving] = useState(false)
  const onMotionChange = useCallback((value: boolean) => setMoving(value), [])
  const slides = worlds.map((world, n) => ({
    id: world.key,
    content: (
      <article
        className={styles.product}
        style={{ '--world': worldColour(world.key) } as CSSProperties}
      >
        <WorldVideo
          world={world}
          active={n === current}
          playing={moving}
          next={n === current + 1}
        />
        <div className={styles.productText}>
          <p className={styles.productSubject}>
            <img src={worldIconUrl(world.key)} alt="" width={40} height={40} loading="lazy" />
            {world.subject}
          </p>
          <h3>{world.name}</h3>
          <p className={styles.productSubtitle}>{world.subtitle}</p>
          <p>{world.description}</p>
          <div className={styles.productActions}>
            <Link to={world.path} className={buttonClass('primary')}>
              {home.products.more}{' '}
              <span className="visually-hidden">{m.home_more_about({ name: world.name })}</span>
              <ArrowRightIcon size={18} />
            </Link>
            {world.coming ? <Badge>{comingSoonLabel}</Badge> : null}
          </div>
        </div>
      </article>
    ),
  }))
  return (
    <section className={styles.products} aria-labelledby="worlds-heading">
      <Container>
        <SectionHead
          eyebrow={home.products.eyebrow}
          heading={home.products.heading}
          id="worlds-heading"
          tone="dark"
        >
          <p>{home.products.body}</p>
        </SectionHead>
        <Carousel
          label={m.home_worlds_carousel_label()}
          mode="fade"
          slides={slides}
          interval={timings.productCarouselAutoplay}
          speed={timings.productCarouselSpeed}
          loop={false}
          tone="dark"
          onChange={onChange}
          onMotionChange={onMotionChange}
          rotationLabels={{ stop: m.home_worlds_stop(), start: m.home_worlds_start() }}
        />
      </Container>
    </section>
  )
}
