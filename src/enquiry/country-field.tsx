import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react'
import { isCodeLoadFailure } from '../../machines/code-load'
import { onUse } from '../lib/on-use'
import { m } from '../paraglide/messages'
import controls from '../components/form-control/form-control.module.css'
import { Required } from '../components/form-control/required'
import { NeedsConnection } from '../components/on-use/needs-connection'

// The combobox, its library (downshift) and the country names load on the visitor's intent: a
// pointer over or on the field, focus, a key, or a value to show. A form only read never fetches
// them. It imports nothing from here: what both need is in ../components/form-control. If they
// cannot be loaded (offline, a filtered network), the field stays as it is, with what was typed,
// and says so beneath it (machines/code-load.ts).
const combobox = onUse(() =>
  import('../components/country-select/country-select').then(async (module) => {
    await module.loadCountries()
    return module
  }),
)
/** Fetches the combobox's code now: a form the visitor has started on wants it soon. */
export const preloadCountrySelect = () => void combobox.want()

type CountryFieldProps = {
  id: string
  label: string
  required?: boolean
  /** The stored two-letter code. */
  value: string
  onChange: (code: string) => void
  error?: string
  errorId: string
}

/**
 * A form's country field: a plain field that looks and is named like the combobox until the
 * visitor reaches for it, then the combobox itself. What was typed meanwhile becomes the
 * combobox's search, and focus stays where it was, so nothing typed is lost.
 */
export function CountryField(props: CountryFieldProps) {
  const state = useSyncExternalStore(combobox.subscribe, combobox.state, combobox.state)
  // What the stand-in holds and whether it has focus, kept by its own events: when the combobox
  // takes its place, the stand-in is already off the page and can no longer be asked.
  const typed = useRef('')
  const focused = useRef(false)
  // An arrow pressed on the stand-in asked for the list: the combobox comes with it open.
  const opened = useRef(false)
  // A value to show needs the combobox (its names) at once; otherwise the visitor's intent.
  const hasValue = props.value !== ''
  useEffect(() => {
    if (hasValue) preloadCountrySelect()
  }, [hasValue])
  const loaded = combobox.value()
  if (loaded) {
    return (
      <loaded.CountrySelect
        {...props}
        takeOver={() => ({ typed: typed.current, focused: focused.current, open: opened.current })}
      />
    )
  }
  return (
    <>
      <StandIn
        {...props}
        typedRef={typed}
        focusedRef={focused}
        openedRef={opened}
        onIntent={preloadCountrySelect}
      />
      {isCodeLoadFailure(state) ? (
        <NeedsConnection gone={state === 'gone'} onRetry={combobox.retry} />
      ) : null}
    </>
  )
}

/** The field as the combobox draws it closed, without its code. */
function StandIn({
  id,
  label,
  required,
  error,
  errorId,
  typedRef,
  focusedRef,
  openedRef,
  onIntent,
}: CountryFieldProps & {
  typedRef: RefObject<string>
  focusedRef: RefObject<boolean>
  openedRef: RefObject<boolean>
  onIntent: () => void
}) {
  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
        {required ? <Required /> : null}
      </label>
      <div>
        <input
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          className={controls.control}
          placeholder={m.form_country_placeholder()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          autoComplete="off"
          // A pointer over or on it fetches the code, focus too; the combobox takes the stand-in's
          // place once its code is there, with what was typed and the focus.
          onPointerEnter={onIntent}
          onPointerDown={onIntent}
          onFocus={() => {
            focusedRef.current = true
            onIntent()
          }}
          // Leaving the page as the combobox takes over is not the visitor leaving the field.
          onBlur={(event) => {
            if (event.currentTarget.isConnected) focusedRef.current = false
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault()
              openedRef.current = true
            }
            // A search not ready yet: Enter must not send the form without its country.
            if (event.key === 'Enter') event.preventDefault()
            onIntent()
          }}
          onInput={(event) => {
            typedRef.current = event.currentTarget.value
            onIntent()
          }}
        />
      </div>
      {/* Read with the field (aria-describedby), not a live region of its own (field.tsx). */}
      <p id={errorId} className={controls.error}>
        {error}
      </p>
    </div>
  )
}
