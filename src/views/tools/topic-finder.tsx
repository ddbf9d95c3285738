import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useId } from 'react'
import { syllabusPaths } from '../../../content/syllabus-paths'
import { syllabi } from '../../../content/syllabus'
import type { SyllabusSubject } from '../../../content/types'
import { searchMachine } from '../../../machines/search.machine'
import { Container, Eyebrow, sectionClass } from '../../components/layout/layout'
import { SearchBox } from '../../components/search-box/search-box'
import { englishOnlyLang } from '../../i18n/english-only'
import { getInspect } from '../../lib/inspector'
import { findTopics, fold } from '../../lib/search'
import { m } from '../../paraglide/messages'
import styles from './tools.module.css'

/** The topic with the query in bold, found accent- and case-insensitively. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const at = fold(text).indexOf(fold(query))
  const length = query.trim().length
  if (at < 0 || fold(text).length !== text.length) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + length)}</mark>
      {text.slice(at + length)}
    </>
  )
}

/** A subject in the page's language (the syllabus data names it in English). */
const subjectName: Record<SyllabusSubject, () => string> = {
  Biology: () => m.syllabus_subject_biology(),
  Chemistry: () => m.syllabus_subject_chemistry(),
  Physics: () => m.syllabus_subject_physics(),
}

/**
 * The topic finder on /curriculum (issue 7): type a topic and see every curriculum and subject
 * that covers it, linking to the list. Topic titles and curriculum names exist only in English
 * (content/syllabus): on the other languages' pages they are marked lang="en", and a line in the
 * page's language says so and that the search takes English words.
 */
export function TopicFinder() {
  const inspect = getInspect()
  const [state, send] = useMachine(searchMachine, inspect ? { inspect } : {})
  const query = state.context.query
  const matches = findTopics(syllabi, query)
  const curricula = new Set(matches.map((match) => match.syllabus.key)).size
  const id = useId()
  const searching = state.matches('searching')
  const tooShort = searching && query.trim().length < 2

  return (
    <section id="topic-finder" className={sectionClass} aria-labelledby={`${id}-heading`}>
      <Container>
        <div className={styles.head}>
          <Eyebrow>Topic finder</Eyebrow>
          <h2 id={`${id}-heading`}>Is Your Topic Covered?</h2>
          <p>
            Type a topic, such as photosynthesis or electrolysis, to see which curricula and
            subjects cover it.
          </p>
          {englishOnlyLang ? <p>{m.topic_finder_english_note()}</p> : null}
        </div>
        <SearchBox
          id={`${id}-query`}
          label="Search for a topic"
          placeholder="Search for a topic..."
          query={query}
          searching={searching}
          describedBy={`${id}-status`}
          onChange={(value) => send({ type: 'search.change', query: value })}
          onClear={() => send({ type: 'search.clear' })}
        />
        <p id={`${id}-status`} className={styles.status} role="status">
          {!searching || tooShort
            ? ''
            : matches.length
              ? `“${query.trim()}” is covered in ${curricula} ${curricula === 1 ? 'curriculum' : 'curricula'}.`
              : `No topic matches “${query.trim()}”. Try a shorter or more general word.`}
        </p>
        {matches.length ? (
          <ul className={styles.matches}>
            {matches.map((match) => (
              <li key={`${match.syllabus.key}-${match.subject}`} className={styles.match}>
                <p className={styles.matchHead}>
                  <Link
                    to={syllabusPaths[match.syllabus.key]}
                    hash={match.subject.toLowerCase()}
                    lang={englishOnlyLang}
                  >
                    {match.syllabus.shortName}
                  </Link>
                  <span>{subjectName[match.subject]()}</span>
                </p>
                <ul lang={englishOnlyLang}>
                  {match.topics.map((topic) => (
                    <li key={topic}>
                      <Highlighted text={topic} query={query} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  )
}
