import { useMachine } from '@xstate/react'
import { useId } from 'react'
import { eligibleCountryGroups } from '../../../content/eligible-countries'
import type { PageContent } from '../../../content/types'
import { searchMachine } from '../../../machines/search.machine'
import { Container, Eyebrow, sectionClass } from '../../components/layout/layout'
import { SearchBox } from '../../components/search-box/search-box'
import { byCount, formatNumber } from '../../i18n/format'
import { getInspect } from '../../lib/inspector'
import { m } from '../../paraglide/messages'
import { searchCountries } from '../../lib/search'
import { ContentSection, PageHero } from '../info/info-page'
import styles from './country-list-page.module.css'

/** 'South America' → 'south-america': an id holds no spaces. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const total = new Set(eligibleCountryGroups.flatMap((group) => group.countries)).size

/** /CountryList: the eligible countries by continent, with a live search (spec section 2). */
export function CountryListPage({ page }: { page: PageContent }) {
  const [find, ...rest] = page.sections
  return (
    <>
      <PageHero page={page} art="globe-eligibility" />
      <CountrySearch heading={find?.heading ?? m.country_find_heading()} body={find?.body} />
      {rest.map((section) => (
        <ContentSection key={section.id} section={section} />
      ))}
    </>
  )
}

function CountrySearch({ heading, body }: { heading: string; body?: string | undefined }) {
  const inspect = getInspect()
  const [state, send] = useMachine(searchMachine, inspect ? { inspect } : {})
  const query = state.context.query
  const groups = searchCountries(eligibleCountryGroups, query)
  const found = new Set(groups.flatMap((group) => group.countries)).size
  const id = useId()
  const searching = state.matches('searching')

  return (
    <section id="find" className={sectionClass} aria-labelledby={`${id}-heading`}>
      <Container>
        <div className={styles.head}>
          <Eyebrow>
            {byCount(total, { one: m.country_total_one, other: m.country_total_other })({
              count: formatNumber(total),
            })}
          </Eyebrow>
          <h2 id={`${id}-heading`}>{heading}</h2>
          {body ? <p>{body}</p> : null}
        </div>
        <SearchBox
          id={`${id}-query`}
          label={m.country_search_label()}
          placeholder={m.country_search_placeholder()}
          query={query}
          searching={searching}
          describedBy={`${id}-status`}
          spellCheck={false}
          onChange={(value) => send({ type: 'search.change', query: value })}
          onClear={() => send({ type: 'search.clear' })}
        />
        {/* The live region says what the search found, and that nothing matches: the message
            is here, not in the box below, so that a screen reader announces it as one types. */}
        <p id={`${id}-status`} className={styles.status} role="status">
          {!searching ? (
            m.country_status_all({ total: formatNumber(total) })
          ) : found ? (
            byCount(found, {
              one: m.country_status_found_one,
              other: m.country_status_found_other,
            })({ found: formatNumber(found), total: formatNumber(total), query: query.trim() })
          ) : (
            <strong>{m.country_status_none({ query: query.trim() })}</strong>
          )}
        </p>
        {groups.length ? (
          <div className={styles.groups}>
            {groups.map((group) => (
              <section
                key={group.continent}
                className={styles.group}
                aria-labelledby={`${id}-${slug(group.continent)}`}
              >
                <h3 id={`${id}-${slug(group.continent)}`}>
                  {group.continent} <span>{group.countries.length}</span>
                </h3>
                <ul>
                  {group.countries.map((country) => (
                    <li key={country}>{country}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <div className={styles.empty}>
            <p>{m.country_empty_help()}</p>
          </div>
        )}
      </Container>
    </section>
  )
}
