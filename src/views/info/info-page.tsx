import { Link } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import type { PageContent, Section, SectionItem } from '../../../content/types'
import { artUrl } from '../../components/art/art'
import { Accordion } from '../../components/accordion/accordion'
import { CtaButton } from '../../components/button/button'
import { Counters } from '../../components/counter/counter'
import { ArrowRightIcon } from '../../components/icons/icons'
import {
  Badge,
  Container,
  Eyebrow,
  gridListClass,
  sectionClass,
  SectionHead,
  splitHeroClass,
  splitHeroTextClass,
} from '../../components/layout/layout'
import { Tabs } from '../../components/tabs/tabs'
import { m } from '../../paraglide/messages'
import styles from './info-page.module.css'

type InfoPageProps = {
  page: PageContent
  /** Artwork beside the heading, by name in src/assets/art. */
  art?: string
  dark?: boolean
  /** Parts of the page that are more than its content outline (forms, finders, lists). */
  children?: ReactNode
  /** Interactive parts placed right after the section with the given id. */
  after?: Record<string, ReactNode>
}

/** A page drawn from its typed content: hero with the one h1, then its sections in order. */
export function InfoPage({
  page,
  art = 'hero-vr-classroom',
  dark = false,
  children,
  after = {},
}: InfoPageProps) {
  return (
    <>
      <PageHero page={page} art={art} dark={dark} />
      {page.sections.map((section) => (
        <Fragment key={section.id}>
          <ContentSection section={section} />
          {after[section.id]}
        </Fragment>
      ))}
      {children}
    </>
  )
}

export function PageHero({
  page,
  art,
  dark,
}: {
  /** Any page with a heading and an intro: an information page, a long text page. */
  page: Pick<PageContent, 'eyebrow' | 'heading' | 'intro' | 'heroCtas'>
  art?: string
  dark?: boolean
}) {
  return (
    <section
      className={[styles.hero, dark ? styles.dark : ''].join(' ')}
      aria-labelledby="page-title"
    >
      <Container className={`${splitHeroClass} ${styles.heroGrid}`}>
        <div className={`${splitHeroTextClass} ${styles.heroText}`}>
          {page.eyebrow ? <Eyebrow>{page.eyebrow}</Eyebrow> : null}
          <h1 id="page-title">{page.heading}</h1>
          <p className={styles.intro}>{page.intro}</p>
          {page.heroCtas?.length ? (
            <div className={styles.ctas}>
              {page.heroCtas.map((cta) => (
                <CtaButton key={cta.label} cta={cta} variant={dark ? 'primary' : undefined} />
              ))}
            </div>
          ) : null}
        </div>
        {art && artUrl(art) ? (
          // The first screen's largest element, drawn from the HTML (scripts/prerender-page.ts).
          <img
            className={styles.heroArt}
            src={artUrl(art)}
            alt=""
            width={640}
            height={420}
            fetchPriority="high"
          />
        ) : null}
      </Container>
    </section>
  )
}

export function ContentSection({ section }: { section: Section }) {
  const headingId = `${section.id}-heading`
  return (
    <section id={section.id} className={sectionClass} aria-labelledby={headingId}>
      <Container className={section.image ? styles.withImage : undefined}>
        <div>
          <SectionHead
            eyebrow={section.eyebrow}
            heading={section.heading}
            id={headingId}
            className={styles.sectionHead}
          >
            {section.body ? <p>{section.body}</p> : null}
          </SectionHead>
          {section.items?.length ? <SectionItems section={section} items={section.items} /> : null}
          {section.ctas?.length ? (
            <div className={styles.sectionCtas}>
              {section.ctas.map((cta) => (
                <CtaButton key={cta.label} cta={cta} />
              ))}
            </div>
          ) : null}
        </div>
        {section.image ? (
          <img
            className={styles.sectionImage}
            src={artUrl(section.image.art)}
            alt={section.image.alt}
            width={section.image.width}
            height={section.image.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </Container>
    </section>
  )
}

/** A tab's panel: its lead, benefit cards and key statistics. */
function TabContent({ item }: { item: SectionItem }) {
  return (
    <div className={styles.tabContent}>
      {item.text ? <p className={styles.tabLead}>{item.text}</p> : null}
      {item.points?.length ? (
        <ul className={styles.tabPoints}>
          {item.points.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {item.stats?.length ? (
        <dl className={styles.tabStats}>
          {item.stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.figure}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}

function SectionItems({ section, items }: { section: Section; items: SectionItem[] }) {
  switch (section.display) {
    case 'faq':
      return (
        <Accordion
          items={items.map((item, index) => ({
            id: String(index),
            title: item.title,
            content: <p>{item.text}</p>,
          }))}
        />
      )
    case 'tabs':
      return (
        <Tabs
          label={section.heading}
          items={items.map((item, index) => ({
            id: String(index),
            label: item.title,
            content: <TabContent item={item} />,
          }))}
        />
      )
    case 'counters':
      return (
        <Counters
          items={items.map((item) => ({
            figure: item.figure ?? '',
            label: item.title,
            ...(item.text ? { text: item.text } : {}),
          }))}
        />
      )
    case 'steps':
      return (
        <ol className={styles.steps}>
          {items.map((item, index) => (
            <li key={item.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{item.title}</h3>
              {item.text ? <p>{item.text}</p> : null}
            </li>
          ))}
        </ol>
      )
    default:
      return (
        <ul className={`${gridListClass} ${styles.items}`}>
          {items.map((item) => (
            <li key={item.title}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      )
  }
}

function ItemCard({ item }: { item: SectionItem }) {
  const linked = Boolean(item.to)
  return (
    <article className={[styles.card, linked ? styles.linkCard : ''].join(' ')}>
      {item.figure ? <p className={styles.figure}>{item.figure}</p> : null}
      {item.badge ? <Badge>{item.badge}</Badge> : null}
      <h3>
        {item.to ? (
          <Link to={item.to} className={styles.cardLink}>
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </h3>
      {item.text ? <p>{item.text}</p> : null}
      {linked ? (
        <span className={styles.more} aria-hidden="true">
          {m.info_explore()} <ArrowRightIcon size={16} />
        </span>
      ) : null}
    </article>
  )
}
