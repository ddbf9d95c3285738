import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { localizePath } from '../../content/locales'
import { paths } from '../../content/paths'
import { searchCopy as copy } from '../../content/pages/search'
import { maxQueryLength, type SiteSearchHit } from '../../machines/site-search.machine'
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
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))

/**
 * The site search: a combobox and its list of results (the ARIA Authoring Practices' combobox
 * with list autocomplete). Arrows move through the results, Enter opens one; the number found is
 * announced politely. It is also a GET form to /search, so that before the page wakes the
 * visitor's Enter still searches.
 */
export function SearchBox({ initialQuery, onOpen, onQuery, autoFocus }: SearchBoxProps) {
  const { state, send, kept } = useSiteSearch()
  const router = useRouter()
  const id = useId()
  const listId = `${id}-results`
  const input = useRef<HTMLInputElement>(null)
  const { query, cut, results } = state.context
  // The result chosen with the arrows, for the list it was chosen in (a new list has none).
  const [chosen, setChosen] = useState({ results, at: -1 })
  const active = chosen.results === results ? chosen.at : -1
  const setActive = (next: (at: number) => number) => setChosen({ results, at: next(active) })
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

  const open = (hit: SiteSearchHit) => {
    onOpen?.()
    void router.navigate({ to: hit.path as '/', ...(hit.anchor ? { hash: hit.anchor } : {}) })
  }
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
      event.preventDefault()
      open(shown[active])
    }
  }
  const onSubmit = (event: FormEvent) => {
    // Awake, the results are live: the form only searches before the page wakes.
    event.preventDefault()
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
          aria-activedescendant={active >= 0 ? `${id}-${active}` : undefined}
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
          <li
            key={hit.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.result}
            onClick={() => open(hit)}
            onPointerMove={() => setActive(() => index)}
          >
            <span className={styles.kind}>{copy.kinds[hit.kind]}</span>
            {kept.has(hit.path) ? <span className={styles.kept}>{copy.keptOffline}</span> : null}
            <span className={styles.title}>
              {hit.heading && hit.heading !== hit.page ? `${hit.page} › ${hit.heading}` : hit.page}
            </span>
            <span className={styles.snippet}>
              {hit.snippet.map((part, at) =>
                part.mark ? <mark key={at}>{part.text}</mark> : <span key={at}>{part.text}</span>,
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
