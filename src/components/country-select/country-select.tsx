import { useCombobox } from 'downshift'
import { useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { limits } from '../../../content/site'
import { fold } from '../../lib/search'
import { m } from '../../paraglide/messages'
import type { CountryOption } from './countries'
import controls from '../form-control/form-control.module.css'
import { Required } from '../form-control/required'
import own from './country-select.module.css'

type CountrySelectProps = {
  id: string
  label: string
  required?: boolean
  /** The stored two-letter code. */
  value: string
  onChange: (code: string) => void
  error?: string
  errorId: string
  /**
   * Asked once, as the combobox comes to the page in place of a stand-in (the forms' country
   * field, src/enquiry/country-field.tsx): what was typed there becomes the search, and if the
   * stand-in had focus the combobox takes it, the caret after the text.
   */
  takeOver?: () => { typed: string; focused: boolean; open: boolean }
}

let loaded: Promise<CountryOption[]> | undefined
/**
 * The list of countries, in a chunk of its own; the field that shows the combobox loads it with
 * the combobox's code (src/enquiry/country-field.tsx), so that the list is there when it opens. A
 * load that failed is tried again the next time.
 */
export const loadCountries = () => {
  loaded ??= import('./countries').then((m) => m.countryOptions)
  loaded.catch(() => {
    loaded = undefined
  })
  return loaded
}

/**
 * A searchable country combobox (WAI-ARIA, through downshift): shows the name, stores the
 * two-letter code. It opens on typing, ArrowDown or a click, not on focus, so Tab passes through
 * it to the next field. 'Loading...' while the list loads, 'No options' when nothing matches, a menu
 * between 140 and 300 px high, and PageUp/PageDown move five options
 * (docs/product.md, "Limits").
 */
export function CountrySelect({
  id,
  label,
  required,
  value,
  onChange,
  error,
  errorId,
  takeOver,
}: CountrySelectProps) {
  const [options, setOptions] = useState<CountryOption[] | null>(null)
  // Taking a stand-in's place: what it held is the first search.
  const [handedOver] = useState(() => takeOver?.())
  const [query, setQuery] = useState(handedOver?.typed ?? '')

  useEffect(() => {
    let live = true
    void loadCountries().then(
      (list) => {
        if (live) setOptions(list)
      },
      // The field loads the list with this code (src/enquiry/country-field.tsx): not reached.
      () => {},
    )
    return () => {
      live = false
    }
  }, [])

  const selected = useMemo(
    () => options?.find((option) => option.code === value) ?? null,
    [options, value],
  )
  const items = useMemo(() => {
    if (!options) return []
    // Case and accents aside: 'peru' finds Perú, 'mexico' México.
    const needle = fold(query)
    if (!needle) return options
    const named = options.map((option) => ({ option, name: fold(option.name) }))
    // Names that start with the text first ('Ind': India before British Indian Ocean Territory).
    const starts = named.filter(({ name }) => name.startsWith(needle))
    const contains = named.filter(({ name }) => !name.startsWith(needle) && name.includes(needle))
    return [...starts, ...contains].map(({ option }) => option)
  }, [options, query])

  const combobox = useCombobox<CountryOption>({
    id,
    inputId: id,
    items,
    itemToString: (item) => item?.name ?? '',
    selectedItem: selected,
    initialInputValue: handedOver?.typed ?? '',
    initialIsOpen: !!handedOver?.typed || !!handedOver?.open,
    onInputValueChange: ({ inputValue, type }) => {
      if (
        type === useCombobox.stateChangeTypes.InputChange ||
        type === useCombobox.stateChangeTypes.FunctionSetInputValue
      )
        setQuery(inputValue)
    },
    onSelectedItemChange: ({ selectedItem }) => {
      setQuery('')
      onChange(selectedItem?.code ?? '')
    },
  })
  const {
    isOpen,
    highlightedIndex,
    setHighlightedIndex,
    setInputValue,
    openMenu,
    getInputProps,
    getLabelProps,
    getMenuProps,
    getItemProps,
  } = combobox

  // In the commit that takes the stand-in off the page, nothing typed there or focused is lost:
  // what was typed since this render began is taken too, and focus moves here.
  useLayoutEffect(() => {
    const now = takeOver?.()
    const field = document.getElementById(id)
    if (!now || !(field instanceof HTMLInputElement)) return
    if (now.typed !== (handedOver?.typed ?? '')) setInputValue(now.typed)
    if ((now.typed || now.open) && !(handedOver?.typed || handedOver?.open)) openMenu()
    if (now.focused) {
      field.focus()
      field.setSelectionRange(now.typed.length, now.typed.length)
    }
    // Once, as it comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className={controls.field}>
      <label {...getLabelProps()} className={controls.label}>
        {label}
        {required ? <Required /> : null}
      </label>
      <div className={own.comboWrap}>
        <input
          {...getInputProps({
            onKeyDown: (event) => {
              // Enter in an open list chooses, never sends the form (not even while the list
              // is still loading, or holds nothing).
              if (event.key === 'Enter' && isOpen && highlightedIndex < 0) event.preventDefault()
              if (!isOpen || items.length === 0) return
              const step = limits.dropdownPageSize
              if (event.key === 'PageDown' || event.key === 'PageUp') {
                event.preventDefault()
                // downshift pages by 10 on its own; ours is 5 (limits.dropdownPageSize).
                ;(
                  event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
                ).preventDownshiftDefault = true
                const from = highlightedIndex < 0 ? 0 : highlightedIndex
                const to =
                  event.key === 'PageDown'
                    ? Math.min(items.length - 1, from + step)
                    : Math.max(0, from - step)
                setHighlightedIndex(to)
              }
            },
          })}
          className={controls.control}
          placeholder={m.form_country_placeholder()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          autoComplete="off"
        />
        <ul
          {...getMenuProps()}
          className={own.menu}
          hidden={!isOpen}
          style={{
            maxHeight: limits.dropdownMaxHeight,
            minHeight: isOpen ? limits.dropdownMinHeight : undefined,
          }}
        >
          {isOpen && !options ? <li className={own.menuNote}>{m.form_country_loading()}</li> : null}
          {isOpen && options && items.length === 0 ? (
            <li className={own.menuNote}>{m.form_country_no_options()}</li>
          ) : null}
          {isOpen
            ? items.map((item, index) => (
                <li
                  key={item.code}
                  {...getItemProps({ item, index })}
                  className={own.option}
                  data-highlighted={highlightedIndex === index || undefined}
                  data-selected={selected?.code === item.code || undefined}
                >
                  {item.name}
                </li>
              ))
            : null}
        </ul>
      </div>
      {/* Read with the field (aria-describedby), not a live region of its own: after an empty
          submit every field's error spoke at once (src/enquiry/field.tsx). */}
      <p id={errorId} className={controls.error}>
        {error}
      </p>
    </div>
  )
}
