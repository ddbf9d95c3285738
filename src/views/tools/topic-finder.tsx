import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useId } from 'react'
import { syllabusPaths } from '../../../content/syllabus-paths'
import { syllabi } from '../../../content/syllabus'
import { searchMachine } from '../../../machines/search.machine'
import { Container, gridListClass, SectionHead, sectionClass } from '../../components/layout/layout'
import { SearchBox } from '../../components/search-box/search-box'
import { englishOnlyLang } from '../../i18n/english-only'
import { byCount, formatNumber } from '../../i18n/format'
import { findTopics, fold } from '../../lib/search'
import { m } from '../../paraglide/messages'
import { subjectNames } from '../syllabus/subject-names'
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

/**
 * The topic finder on /curriculum: type a topic and see every curriculum and subject
 * that covers it, linking to the list. Topic titles and curriculum names exist only in English
 * (content/syllabus): on the other languages' pages they are marked lang="en", and a line in the
 * page's language says so and that the search takes English words.
 */
export function TopicFinder() {
  const [state, send] = useMachine(searchMachine)
  const query = state.context.query
  const matches = findTopics(syllabi, query)
  const curricula = new Set(matches.map((match) => match.syllabus.key)).size
  const id = useId()
  const searching = state.matches('searching')
  const tooShort = searching && query.trim().length < 2

  return (
    <section id="topic-finder" className={sectionClass} aria-labelledby={`${id}-heading`}>
      <Container>
        <SectionHead
          eyebrow={m.tools_finder_eyebrow()}
          heading={m.tools_finder_heading()}
          id={`${id}-heading`}
          className={styles.head}
        >
          <p>{m.tools_finder_intro()}</p>
          {englishOnlyLang ? <p>{m.topic_finder_english_note()}</p> : null}
        </SectionHead>
        <SearchBox
          id={`${id}-query`}
          label={m.tools_finder_label()}
          placeholder={m.tools_finder_placeholder()}
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
              ? byCount(curricula, {
                  one: m.tools_finder_found_one,
                  other: m.tools_finder_found_other,
                })({ query: query.trim(), count: formatNumber(curricula) })
              : m.tools_finder_none({ query: query.trim() })}
        </p>
        {matches.length ? (
          <ul className={`${gridListClass} ${styles.matches}`}>
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
                  <span>{subjectNames[match.subject]}</span>
                </p>
                {/* Curriculum topics exist in English only (docs/i18n.md). */}
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
