import { Link } from '@tanstack/react-router'
import { paths } from '../../../content/paths'
import type { PageContent, Syllabus, SyllabusSubject, World } from '../../../content/types'
import { worldIconUrl } from '../../components/art/art'
import { ArrowLeftIcon } from '../../components/icons/icons'
import { Container } from '../../components/layout/layout'
import { englishOnlyLang } from '../../i18n/english-only'
import { m } from '../../paraglide/messages'
import { PageHero } from '../info/info-page'
import styles from './syllabus-page.module.css'

/** Each subject wears the icon of the world that teaches it. */
const subjectWorld: Record<SyllabusSubject, World['key']> = {
  Biology: 'bioverse',
  Chemistry: 'chemverse',
  Physics: 'atomverse',
}

/**
 * A curriculum's topic list (spec section 2, "Syllabus lists"): read-only, grouped by subject,
 * with the curriculum heading, each group's icon and its topic count. The topic titles exist only
 * in English (content/syllabus): on the other languages' pages they are marked lang="en", and a
 * line in the page's language says so. Subjects are named by the page's own sections.
 */
export function SyllabusPage({ page, syllabus }: { page: PageContent; syllabus: Syllabus }) {
  const summary = Object.fromEntries(page.sections.map((section) => [section.id, section.body]))
  const subjectName = (subject: SyllabusSubject) =>
    page.sections.find((section) => section.id === subject.toLowerCase())?.heading ?? subject
  return (
    <>
      <PageHero page={page} />
      <Container className={styles.layout}>
        <nav className={styles.jump} aria-label="Subjects">
          <Link to={paths.curriculum} className={styles.back}>
            <ArrowLeftIcon size={16} /> All curricula
          </Link>
          <ul>
            {syllabus.groups.map((group) => (
              <li key={group.subject}>
                <a href={`#${group.subject.toLowerCase()}`}>
                  {subjectName(group.subject)} <span>{group.topics.length}</span>
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
                  <h2 id={`${id}-heading`}>{subjectName(group.subject)}</h2>
                  <p>{summary[id] ?? `${group.topics.length} topics`}</p>
                </div>
              </header>
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
