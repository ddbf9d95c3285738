import { useCallback } from 'react'
import { searchCopy as copy } from '../../content/pages/search'
import { SearchBox } from './search-box'
import styles from './search.module.css'

/** The query of the page's address; malformed percent-encoding is read as far as it can be. */
function queryOfAddress() {
  try {
    return new URLSearchParams(window.location.search).get('q')
  } catch {
    return null
  }
}

/**
 * /search: the same search as the header's dialog, as a page whose address holds the query
 * (?q=), so that a set of results can be linked. The prerendered page has an empty field; the
 * query is read once the page has woken, so the first render equals the HTML.
 */
export function SearchPage() {
  const onQuery = useCallback((query: string) => {
    const url = new URL(window.location.href)
    url.searchParams.set('q', query)
    window.history.replaceState(window.history.state, '', url)
  }, [])
  return (
    <div className={styles.page}>
      <h1 id="page-title">{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <SearchBox initialQuery={queryOfAddress} onQuery={onQuery} />
    </div>
  )
}
