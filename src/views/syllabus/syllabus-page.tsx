import { Link } from '@tanstack/react-router'
import { paths } from '../../../content/paths'
import type { PageContent, Syllabus, SyllabusSubject, World } from '../../../content/types'
import { worldIconUrl } from '../../components/art/art'
import { ArrowLeftIcon } from '../../components/icons/icons'
import { Container } from '../../components/layout/layout'
import { englishOnlyLang } from '../../i18n/english-only'
import { byCount, formatNumber } from '../../i18n/format'
import { m } from '../../paraglide/messages'
import { PageHero } from '../info/info-page'
import { subjectNames } from './subject-names'
import styles from './syllabus-page.module.css'

/** Each subject wears the icon of the world that teaches it. */
const subjectWorld: Record<SyllabusSubject, World['key']> = {
  Biology: 'bioverse',
  Chemistry: 'chemverse',
  Physics: 'atomverse',
}

const topicCount = (count: number) =>
  byCount(count, { one: m.syllabus_topics_one, other: m.syllabus_topics_other })({
    count: formatNumber(count),
  })

/**
 * A curriculum's topic list: read-only, grouped by subject,
 * with the curriculum heading, each group's icon and its topic count. The topic titles exist only
 * in English (content/syllabus): on the other languages' pages they are marked lang="en", and a
 * line in the page's language says so.
 */
export function SyllabusPage({ page, syllabus }: { page: PageContent; syllabus: Syllabus }) {
  const summary = Object.fromEntries(page.sections.map((section) => [section.id, section.body]))
  return (
    <>
      <PageHero page={page} />
      <Container className={styles.layout}>
        <nav className={styles.jump} aria-label={m.syllabus_subjects_label()}>
          <Link to={paths.curriculum} className={styles.back}>
            <ArrowLeftIcon size={16} /> {m.syllabus_all_curricula()}
          </Link>
          <ul>
            {syllabus.groups.map((group) => (
              <li key={group.subject}>
                <a href={`#${group.subject.toLowerCase()}`}>
                  {subjectNames[group.subject]} <span>{formatNumber(group.topics.length)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {englishOnlyLang ? (
          <p className={styles.englishNote}>{m.syllabus_topics_english_note()}</p>
        ) : null}
        {syllabus.groups.map((group) => {
          const id = group.subject.toLowerCase()
          return (
            <section key={id} id={id} className={styles.group} aria-labelledby={`${id}-heading`}>
              <header className={styles.groupHead}>
                <img
                  src={worldIconUrl(subjectWorld[group.subject])}
                  alt=""
                  width={56}
                  height={56}
                />
                <div>
                  <h2 id={`${id}-heading`}>{subjectNames[group.subject]}</h2>
                  <p>{summary[id] ?? topicCount(group.topics.length)}</p>
                </div>
              </header>
              {/* Curriculum topics exist in English only (docs/i18n.md). */}
              <ol className={styles.topics} lang={englishOnlyLang}>
                {group.topics.map((topic, n) => (
                  // Some curricula list a topic twice (the original did too): keys use the place.
                  <li key={`${n}-${topic}`}>{topic}</li>
                ))}
              </ol>
            </section>
          )
        })}
      </Container>
    </>
  )
}
