import { Link } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import { worldPageSections } from '../../../content/pages/world-sections'
import type { World } from '../../../content/types'
import { comingSoonLabel, worlds } from '../../../content/worlds'
import { useModals } from '../../app/modal-actor'
import { worldColour, worldHeroUrl, worldIconUrl } from '../../components/art/art'
import { Button } from '../../components/button/button'
import { ArrowLeftIcon, PlayIcon } from '../../components/icons/icons'
import { Container, splitHeroClass, splitHeroTextClass } from '../../components/layout/layout'
import { m } from '../../paraglide/messages'
import { ContentSection } from '../info/info-page'
import styles from './world-page.module.css'

export function WorldPage({ world }: { world: World }) {
  const modals = useModals()
  const sections = worldPageSections[world.key]
  return (
    <>
      <section
        className={styles.hero}
        style={{ '--world': worldColour(world.key) } as CSSProperties}
        aria-labelledby="page-title"
      >
        <Container className={splitHeroClass}>
          <div className={`${splitHeroTextClass} ${styles.text}`}>
            <Link to="/" className={styles.back}>
              <ArrowLeftIcon size={18} /> {m.nav_back_home()}
            </Link>
            <p className={styles.subject}>{world.subject}</p>
            <h1 id="page-title">{world.name}</h1>
            <p className={styles.subtitle}>{world.subtitle}</p>
            <p className={styles.description}>{world.description}</p>
            <div className={styles.actions}>
              {world.coming ? (
                <span className={styles.coming}>{comingSoonLabel}</span>
              ) : (
                <Button
                  variant="primary"
                  data-opens="connectWithUs"
                  onClick={() => modals.open('connectWithUs')}
                >
                  {m.world_learn_more()}
                </Button>
              )}
              {world.video ? (
                <button
                  type="button"
                  className={styles.play}
                  data-opens="video"
                  onClick={() =>
                    modals.open('video', {
                      videoTitle: m.world_trailer({ name: world.name }),
                      videoSrc: `/media/${world.name}.mp4`,
                      videoPoster: `/media/${world.name}-poster.webp`,
                    })
                  }
                >
                  <span>
                    <PlayIcon size={18} />
                  </span>
                  {m.world_watch_trailer()}
                </button>
              ) : null}
            </div>
          </div>
          <img
            className={styles.art}
            src={worldHeroUrl(world.key)}
            alt=""
            width={640}
            height={420}
            // The first screen's largest element, drawn from the HTML (scripts/prerender-page.ts).
            fetchPriority="high"
          />
        </Container>
        <Container>
          <nav className={styles.worldRow} aria-label={m.world_all_worlds()}>
            <ul>
              {worlds.map((other) => (
                <li key={other.key}>
                  <Link to={other.path}>
                    <img src={worldIconUrl(other.key)} alt="" width={34} height={34} />
                    {other.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>
      {sections.map((section) => (
        <ContentSection key={section.id} section={section} />
      ))}
    </>
  )
}
