import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useState, type CSSProperties } from 'react'
import { getInTouchLabel } from '../../../content/navigation'
import { highlightItems, home, statisticItems } from '../../../content/pages/home'
import { site, timings } from '../../../content/site'
import { comingSoonLabel, worlds } from '../../../content/worlds'
import { useModals } from '../../app/modal-actor'
import { artUrl, worldColour, worldIconUrl } from '../../components/art/art'
import { Button, buttonClass } from '../../components/button/button'
import { Carousel } from '../../components/carousel/carousel'
import { usePrefersReducedMotion } from '../../components/carousel/use-media-query'
import {
  ArrowRightIcon,
  CalendarIcon,
  CheckIcon,
  CloseIcon,
  SparkIcon,
} from '../../components/icons/icons'
import { Badge, Container, Eyebrow } from '../../components/layout/layout'
import { useAfterLoad } from '../../lib/after-load'
import { m } from '../../paraglide/messages'
import { WorldVideo } from './world-video'
import { BlogCarouselPlaceholder } from './blog-carousel-placeholder'
import styles from './home-page.module.css'

const BlogCarousel = lazy(() =>
  import('./blog-carousel').then((module) => ({ default: module.BlogCarousel })),
)

/** The home page (spec section 2, "Home"; issue 6), top to bottom. */
export function HomePage({ slug, search }: { slug?: string; search?: string }) {
  const loaded = useAfterLoad()
  return (
    <>
      <HeroCarousel />
      <ProductCarousel />
      <Benefits />
      <Labs />
      {site.flags.homeStatisticsSlider ? <StatisticsSlider /> : <Highlights />}
      {/* Below the fold, with the blog client (ky, valibot): loaded after the page has loaded. */}
      {loaded ? (
        <Suspense fallback={<BlogCarouselPlaceholder />}>
          <BlogCarousel slug={slug} search={search} />
        </Suspense>
      ) : (
        <BlogCarouselPlaceholder />
      )}
    </>
  )
}

function HeroCarousel() {
  const modals = useModals()
  const loaded = useAfterLoad()
  const [stripDismissed, setStripDismissed] = useState(false)
  const slides = home.heroSlides.map((slide, n) => {
    const Title = n === 0 ? 'h1' : 'h2'
    return {
      id: slide.id,
      content: (
        <div className={styles.heroSlide}>
          <Container className={styles.heroGrid}>
            <div className={styles.heroText}>
              {'badge' in slide ? (
                <p className={styles.grantBadge}>
                  <strong>{slide.badge.figure}</strong> {slide.badge.label}
                </p>
              ) : null}
              <Title className={styles.heroTitle} {...(n === 0 ? { id: 'page-title' } : {})}>
                {slide.title}
              </Title>
              <p className={styles.heroIntro}>{slide.text}</p>
              <div className={styles.heroActions}>
                <Button variant="primary" onClick={() => modals.open('schoolContact')}>
                  {getInTouchLabel}
                </Button>
                <button
                  type="button"
                  className={styles.calendar}
                  aria-label={m.home_schedule_meeting()}
                  title={m.home_schedule_meeting()}
                  onClick={() => modals.open('scheduling')}
                >
                  <CalendarIcon size={20} />
                </button>
                {'link' in slide ? (
                  <Link to={slide.link.to} className={styles.heroLink}>
                    {slide.link.label} <ArrowRightIcon size={16} />
                  </Link>
                ) : null}
              </div>
              {stripDismissed ? null : (
                <div className={styles.strip}>
                  <SparkIcon size={18} />
                  <p>
                    <strong>{home.earlyAdopter.label}</strong>{' '}
                    <span className={styles.stripText}>{home.earlyAdopter.text}</span>{' '}
                    <small>{home.earlyAdopter.note}</small>
                  </p>
                  <Button variant="gold" small onClick={() => modals.open('offer')}>
                    {home.earlyAdopter.offer}
                  </Button>
                  <button
                    type="button"
                    className={styles.stripClose}
                    aria-label={m.home_dismiss_offer()}
                    onClick={(event) => {
                      // The button goes with the strip: focus stays in the slide, on the action
                      // just before it (where Shift+Tab would go), not on <body>.
                      const actions = event.currentTarget
                        .closest(`.${styles.heroText}`)
                        ?.querySelectorAll<HTMLElement>(`.${styles.heroActions} > *`)
                      actions?.[actions.length - 1]?.focus()
                      setStripDismissed(true)
                    }}
                  >
                    <CloseIcon size={16} />
                  </button>
                </div>
              )}
            </div>
            {/* Only the first slide's art is part of the first screen; the others come after
                the load event, which the loader waits for. */}
            {n === 0 || loaded ? (
              <img
                className={styles.heroArt}
                src={artUrl(slide.art)}
                alt=""
                width={640}
                height={420}
                {...(n === 0 ? { fetchPriority: 'high' as const } : {})}
                decoding="async"
              />
            ) : (
              <span className={styles.heroArt} aria-hidden="true" />
            )}
          </Container>
        </div>
      ),
    }
  })
  return (
    <div className={styles.hero}>
      <Carousel
        label={m.home_hero_carousel_label()}
        mode="fade"
        slides={slides}
        interval={timings.bannerAutoplay}
        speed={timings.bannerSpeed}
        loop
        tone="dark"
        controlsPlacement="overlay"
      />
    </div>
  )
}

function ProductCarousel() {
  const [current, setCurrent] = useState(0)
  const reducedMotion = usePrefersReducedMotion()
  const onChange = useCallback((index: number) => setCurrent(index), [])
  const slides = worlds.map((world, n) => ({
    id: world.key,
    content: (
      <article
        className={styles.product}
        style={{ '--world': worldColour(world.key) } as CSSProperties}
      >
        <WorldVideo world={world} active={n === current} autoplay={!reducedMotion} />
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
        <div className={styles.head}>
          <Eyebrow>{home.products.eyebrow}</Eyebrow>
          <h2 id="worlds-heading">{home.products.heading}</h2>
          <p>{home.products.body}</p>
        </div>
        <Carousel
          label={m.home_worlds_carousel_label()}
          mode="fade"
          slides={slides}
          interval={timings.productCarouselAutoplay}
          speed={timings.productCarouselSpeed}
          loop={false}
          tone="dark"
          onChange={onChange}
        />
      </Container>
    </section>
  )
}

function Benefits() {
  return (
    <section className={styles.section} aria-labelledby="benefits-heading">
      <Container>
        <div className={styles.head}>
          <Eyebrow>{home.benefits.eyebrow}</Eyebrow>
          <h2 id="benefits-heading">{home.benefits.heading}</h2>
        </div>
        <ul className={styles.benefits}>
          {home.benefits.items.map((item, n) => (
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
          <span>{home.benefits.eyeNote}</span>
        </p>
        <ul className={styles.editions}>
          {home.benefits.editions.map((edition) => (
            <li key={edition.title} className={styles.edition}>
              <Badge>{edition.badge}</Badge>
              <h3>{edition.title}</h3>
              <p>{edition.text}</p>
              <Link to={edition.to} className={buttonClass('secondary')}>
                {home.benefits.more}{' '}
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

function Labs() {
  return (
    <section className={styles.labs} aria-labelledby="labs-heading">
      <Container>
        <div className={styles.head}>
          <Eyebrow>{home.labs.eyebrow}</Eyebrow>
          <h2 id="labs-heading">{home.labs.heading}</h2>
        </div>
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

function StatisticsSlider() {
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
        <div className={styles.head}>
          <Eyebrow>{home.statistics.eyebrow}</Eyebrow>
          <h2 id="statistics-heading">{home.statistics.heading}</h2>
        </div>
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

function Highlights() {
  return (
    <section className={styles.section} aria-labelledby="highlights-heading">
      <Container>
        <div className={styles.head}>
          <Eyebrow>{home.highlights.eyebrow}</Eyebrow>
          <h2 id="highlights-heading">{home.highlights.heading}</h2>
        </div>
        <ul className={styles.highlights}>
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
