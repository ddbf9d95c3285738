import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { grantRound } from '../../../content/grant-round'
import { getInTouchLabel } from '../../../content/navigation'
import { contactAnchor } from '../../../content/paths'
import { home, page } from '../../../content/pages/home'
import { timings } from '../../../content/site'
import { useModals } from '../../app/modal-actor'
import { artUrl } from '../../components/art/art'
import { Button } from '../../components/button/button'
import { Carousel } from '../../components/carousel/carousel'
import { ArrowRightIcon, CalendarIcon, CloseIcon, SparkIcon } from '../../components/icons/icons'
import { Container, splitHeroClass, splitHeroTextClass } from '../../components/layout/layout'
import { useRoundAtMount } from '../../grant/round-time'
import { useAfterLoad } from '../../lib/after-load'
import { m } from '../../paraglide/messages'
import styles from './hero.module.css'

/**
 * The home page's banner: the page's title, then four slides, each with Get in Touch (the school
 * contact dialog), a meeting (the scheduling dialog) and the dismissible Early Adopter strip (the
 * offer dialog). It is the first screen, so it wakes with the page, not later.
 *
 * The title (the page's one h1) stands above the slides, outside the carousel: in the first slide
 * it went hidden and inert with it after the first rotation, and the page was left without an h1.
 * It takes the top of the space the slides kept above their own titles (h2), so the banner is as
 * tall as before.
 */
export function Hero() {
  const modals = useModals()
  const loaded = useAfterLoad()
  const [stripDismissed, setStripDismissed] = useState(false)
  const round = useRoundAtMount()
  const slides = home.heroSlides.map((slide, n) => {
    return {
      id: slide.id,
      content: (
        <div className={styles.slide}>
          <Container className={`${splitHeroClass} ${styles.grid}`}>
            <div className={splitHeroTextClass}>
              {'badge' in slide ? (
                <p className={styles.grantBadge}>
                  <strong>{slide.badge.figure}</strong> {slide.badge.label}
                </p>
              ) : null}
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.intro}>{slide.text}</p>
              <div className={styles.actions}>
                {/* Tapped before the app has woken, it opens the dialog when the app wakes, or
                    brings the visitor to the contact form below if that takes long (index.html). */}
                <Button
                  variant="primary"
                  data-opens="schoolContact"
                  data-fallback={`#${contactAnchor}`}
                  onClick={() => modals.open('schoolContact')}
                >
                  {getInTouchLabel}
                </Button>
                <button
                  type="button"
                  className={styles.calendar}
                  aria-label={m.home_schedule_meeting()}
                  title={m.home_schedule_meeting()}
                  data-opens="scheduling"
                  onClick={() => modals.open('scheduling')}
                >
                  <CalendarIcon size={20} />
                </button>
                {'link' in slide ? (
                  <Link to={slide.link.to} className={styles.link}>
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
                    <small>
                      {round === 'open' ? home.earlyAdopter.note : grantRound.offerNote}
                    </small>
                  </p>
                  <Button
                    variant="gold"
                    small
                    data-opens="offer"
                    onClick={() => modals.open('offer')}
                  >
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
                        .closest(`.${styles.slide}`)
                        ?.querySelectorAll<HTMLElement>(`.${styles.actions} > *`)
                      actions?.[actions.length - 1]?.focus()
                      setStripDismissed(true)
                    }}
                  >
                    <CloseIcon size={16} />
                  </button>
                </div>
              )}
            </div>
            {/* Only the first slide's art is part of the first screen, drawn from the page's HTML
                (fetchpriority marks it: scripts/prerender-page.ts); the others come after load. */}
            {n === 0 || loaded ? (
              <img
                className={styles.art}
                src={artUrl(slide.art)}
                alt=""
                width={640}
                height={420}
                {...(n === 0 ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
              />
            ) : (
              <span className={styles.art} aria-hidden="true" />
            )}
          </Container>
        </div>
      ),
    }
  })
  return (
    <div className={styles.hero}>
      <Container className={styles.heading}>
        <h1 id="page-title" className={styles.pageTitle}>
          {page.heading}
        </h1>
      </Container>
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
