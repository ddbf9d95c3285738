import { Link } from '@tanstack/react-router'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { localizePath } from '../../content/locales'
import { paths } from '../../content/paths'
import { searchCopy as copy } from '../../content/pages/search'
import { maxQueryLength } from '../../machines/site-search.machine'
import { locale } from '../i18n/locale'
import styles from './search.module.css'
import { useSiteSearch } from './use-site-search'

type SearchBoxProps = {
  /** The query to search at once, read after mount (the /search page's ?q=). */
  initialQuery?: () => string | null
  /** A result was opened (the dialog closes). */
  onOpen?: () => void
  /** The query searched changed (the /search page writes it into its address). */
  onQuery?: (query: string) => void
  autoFocus?: boolean
  /**
   * A submit button beside the field: the /search page's, whose prerendered form searches
   * without script (a GET to /search?q=…); the dialog opens only once the app is awake.
   */
  submitButton?: boolean
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))

/** A click the browser follows in this tab: not one that opens a new tab or window. */
const inThisTab = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The site search: a combobox and its list of results (the ARIA Authoring Practices' combobox
 * with list autocomplete). Arrows move through the results, Enter follows the chosen one's link;
 * the number found is announced politely. Each result is a link to its page and section (an
 * `<a href>` in the listbox's option role: opened in a new tab, its address copied, like any
 * link). It is also a GET form to /search, so that before the page wakes, or without script, the
 * visitor's Enter still searches.
 */
export function SearchBox({
  initialQuery,
  onOpen,
  onQuery,
  autoFocus,
  submitButton,
}: SearchBoxProps) {
  const { state, send, kept } = useSiteSearch()
  const id = useId()
  const listId = `${id}-results`
  const input = useRef<HTMLInputElement>(null)
  const { query, cut, results } = state.context
  // The result chosen with the arrows, for the list it was chosen in (a new list has none).
  const [chosen, setChosen] = useState({ results, at: -1 })
  const active = chosen.results === results ? chosen.at : -1
  // From the state as it is, not as last drawn: two arrows pressed before a render move twice.
  const setActive = (next: (at: number) => number) =>
    setChosen((was) => ({ results, at: next(was.results === results ? was.at : -1) }))
  const shown = state.matches('results') ? results : []

  // The visitor's intent starts the index loading: the field taking focus (the dialog gives it
  // focus as it opens), a pointer on it, or a query in the page's address. A /search page only
  // read, never touched, fetches nothing of the search.
  const intent = () => send({ type: 'siteSearch.intent' })
  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus])
  useEffect(() => {
    const initial = initialQuery?.()
    if (initial) send({ type: 'siteSearch.type', query: initial })
  }, [initialQuery, send])
  const settled = state.matches('results') || state.matches('noResults')
  useEffect(() => {
    if (settled) onQuery?.(query)
  }, [settled, query, onQuery])

  const optionId = (index: number) => `${id}-${index}`
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (shown.length === 0) return
      event.preventDefault()
      const count = shown.length
      setActive((at) =>
        event.key === 'ArrowDown' ? (at + 1) % count : at <= 0 ? count - 1 : at - 1,
      )
      return
    }
    if (event.key === 'Enter' && active >= 0 && shown[active]) {
      // The chosen result's own link is followed, as a click on it would be.
      event.preventDefault()
      document.getElementById(optionId(active))?.click()
    }
  }
  const onSubmit = (event: FormEvent) => {
    // Awake, the results are live: the form only searches before the page wakes. Its button
    // then leaves the visitor in the field, where the results are announced.
    event.preventDefault()
    input.current?.focus()
  }
  useEffect(() => {
    if (active < 0) return
    document.getElementById(`${id}-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, id])

  const status = state.matches('loading')
    ? copy.loading
    : state.matches('failed')
      ? copy.failed
      : state.matches('offline')
        ? copy.offline
        : state.matches('results')
          ? results.length === 1
            ? copy.one
            : fill(copy.many, { count: results.length })
          : state.matches('noResults')
            ? fill(copy.none, { query: query.trim() })
            : ''

  return (
    <div className={styles.box}>
      <form
        role="search"
        action={localizePath(paths.search, locale)}
        method="get"
        className={styles.form}
        onSubmit={onSubmit}
      >
        <label htmlFor={`${id}-input`} className={styles.label}>
          {copy.label}
        </label>
        <div className={styles.field}>
          <input
            ref={input}
            id={`${id}-input`}
            name="q"
            // A text field, as the combobox pattern has it (HTML allows role=combobox on no
            // search field); a phone still shows its search key.
            type="text"
            inputMode="search"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown.length > 0}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={copy.placeholder}
            className={styles.input}
            value={query}
            onChange={(event) => send({ type: 'siteSearch.type', query: event.target.value })}
            onKeyDown={onKeyDown}
            onFocus={intent}
            onPointerDown={intent}
          />
          {submitButton ? (
            <button type="submit" className={styles.submit}>
              {copy.submit}
            </button>
          ) : null}
        </div>
      </form>
      {cut ? <p className={styles.note}>{fill(copy.cut, { max: maxQueryLength })}</p> : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {state.matches('failed') || state.matches('offline') ? (
        <button
          type="button"
          className={styles.retry}
          onClick={() => send({ type: 'siteSearch.retry' })}
        >
          {copy.retry}
        </button>
      ) : null}
      {state.matches('noResults') ? (
        <p className={styles.help}>
          {copy.noneHelp}{' '}
          <Link to={paths.blogs} search={{ search: query.trim() } as never}>
            {copy.blogSearch}
          </Link>
          {' · '}
          <Link to={paths.contactUs}>{copy.contact}</Link>
        </p>
      ) : null}
      {state.matches('ready') ? <p className={styles.help}>{copy.hint}</p> : null}
      <ul id={listId} role="listbox" aria-label={copy.resultsLabel} className={styles.results}>
        {shown.map((hit, index) => (
          // The link is the option itself, not inside one: an option's content is presentational,
          // and a focusable element in it is lost to assistive technology (axe: nested-interactive).
          // Out of the tab order, as the pattern's options are: the arrows reach them.
          <li key={hit.id} role="none">
            <Link
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              to={hit.path as '/'}
              {...(hit.anchor ? { hash: hit.anchor } : {})}
              className={styles.result}
              // A plain click navigates in the app (the link's own handler) and closes the
              // dialog; one that opens a new tab or window leaves it open.
              onClick={(event) => {
                if (inThisTab(event)) onOpen?.()
              }}
              onPointerMove={() => setActive(() => index)}
            >
              <span className={styles.kind}>{copy.kinds[hit.kind]}</span>
              {kept.has(hit.path) ? <span className={styles.kept}>{copy.keptOffline}</span> : null}
              <span className={styles.title}>
                {hit.heading && hit.heading !== hit.page
                  ? `${hit.page} › ${hit.heading}`
                  : hit.page}
              </span>
              <span className={styles.snippet}>
                {hit.snippet.map((part, at) =>
                  part.mark ? <mark key={at}>{part.text}</mark> : <span key={at}>{part.text}</span>,
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
