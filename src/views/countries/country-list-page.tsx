import { useMachine } from '@xstate/react'
import { useId } from 'react'
import { eligibleCountryGroups } from '../../../content/eligible-countries'
import type { Continent, ContinentGroup, PageContent } from '../../../content/types'
import { searchMachine } from '../../../machines/search.machine'
import { Container, SectionHead, sectionClass } from '../../components/layout/layout'
import { SearchBox } from '../../components/search-box/search-box'
import { intlLocale } from '../../i18n/locale'
import { byCount, formatNumber } from '../../i18n/format'
import { m } from '../../paraglide/messages'
import { searchCountries } from '../../lib/search'
import { ContentSection, PageHero } from '../info/info-page'
import { countryName } from './country-name'
import styles from './country-list-page.module.css'

/** 'South America' → 'south-america': an id holds no spaces. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const total = new Set(eligibleCountryGroups.flatMap((group) => group.countries)).size

/** The continents in the page's language; their ids stay the English key's slug. */
const continentName: Record<Continent, () => string> = {
  Africa: () => m.countries_continent_africa(),
  Asia: () => m.countries_continent_asia(),
  Europe: () => m.countries_continent_europe(),
  'South America': () => m.countries_continent_south_america(),
  'North America': () => m.countries_continent_north_america(),
  'Middle East': () => m.countries_continent_middle_east(),
  Others: () => m.countries_continent_others(),
}

/**
 * The eligible countries named in the visitor's language (./country-name) and sorted in its
 * alphabetical order; the search matches these names, accents and case aside.
 */
const collator = new Intl.Collator(intlLocale)
const countryGroups: ContinentGroup[] = eligibleCountryGroups.map((group) => ({
  continent: group.continent,
  countries: group.countries.map(countryName).sort(collator.compare),
}))

/** /CountryList: the eligible countries by continent, with a live search. */
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
  const [state, send] = useMachine(searchMachine)
  const query = state.context.query
  const groups = searchCountries(countryGroups, query)
  const found = new Set(groups.flatMap((group) => group.countries)).size
  const id = useId()
  const searching = state.matches('searching')

  return (
    <section id="find" className={sectionClass} aria-labelledby={`${id}-heading`}>
      <Container>
        <SectionHead
          eyebrow={byCount(total, { one: m.country_total_one, other: m.country_total_other })({
            count: formatNumber(total),
          })}
          heading={heading}
          id={`${id}-heading`}
          className={styles.head}
        >
          {body ? <p>{body}</p> : null}
        </SectionHead>
        <SearchBox
          id={`${id}-query`}
          label={m.country_search_label()}
          // A visible label, not only the placeholder, which goes as one types (3.3.2).
          labelShown
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
                  {continentName[group.continent]()} <span>{group.countries.length}</span>
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
