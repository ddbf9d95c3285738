import { useCallback } from 'react'
import { localizePath } from '../../content/locales'
import { headerBlogsLink, headerGroups } from '../../content/navigation'
import { searchCopy as copy } from '../../content/pages/search'
import { locale } from '../i18n/locale'
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
 * query is read once the page has woken, so the first render equals the HTML (the service answers
 * /search?q=… with the same page for any query). Without script the form is a plain GET to
 * /search, and the page says that results need script and links to the main pages instead.
 */
export function SearchPage() {
  const onQuery = useCallback((query: string) => {
    const url = new URL(window.location.href)
    url.searchParams.set('q', query)
    window.history.replaceState(window.history.state, '', url)
  }, [])
  // The header's pages, offered without script in place of results.
  const mainPages = [...headerGroups.flatMap((group) => group.links), headerBlogsLink]
  return (
    <div className={styles.page}>
      <h1 id="page-title">{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <SearchBox initialQuery={queryOfAddress} onQuery={onQuery} submitButton />
      <noscript>
        <div className={styles.noScript}>
          <p>{copy.noScript}</p>
          <ul>
            {mainPages.map((link) => (
              <li key={link.to}>
                <a href={localizePath(link.to, locale)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </noscript>
    </div>
  )
}
