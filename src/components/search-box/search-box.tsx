import { useRef } from 'react'
import { m } from '../../paraglide/messages'
import { CloseIcon } from '../icons/icons'
import styles from './search-box.module.css'

type SearchBoxProps = {
  id: string
  /** The accessible name (the placeholder is not a label). */
  label: string
  /** Whether the label is drawn above the field; otherwise only a screen reader reads it. */
  labelShown?: boolean
  placeholder: string
  query: string
  /** Whether there is a query to clear. */
  searching: boolean
  /** The element that reports the results, read out with the field. */
  describedBy: string
  spellCheck?: boolean
  onChange: (query: string) => void
  onClear: () => void
}

/** A live search field with its clear button (the country search, the topic finder). */
export function SearchBox({
  id,
  label,
  labelShown = false,
  placeholder,
  query,
  searching,
  describedBy,
  spellCheck,
  onChange,
  onClear,
}: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <search className={styles.search}>
      <label htmlFor={id} className={labelShown ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        {...(spellCheck === undefined ? {} : { spellCheck })}
        value={query}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {searching ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={m.search_clear()}
          onClick={() => {
            onClear()
            // The button goes with the query: focus goes back to the field, not to <body>.
            input.current?.focus()
          }}
        >
          <CloseIcon size={18} />
        </button>
      ) : null}
    </search>
  )
}
