import { useId, useMemo } from 'react'
import { proposal } from '../../content/pages/proposal'
import { limits } from '../../content/site'
import type { ProposalEvent } from '../../machines/proposal.machine'
import { curriculumKeys, type ProposalChoices } from '../../machines/proposal-search'
import { formatNumber } from '../i18n/format'
import { intlLocale } from '../i18n/locale'
import { maxYears } from '../lib/estimate'
import { m } from '../paraglide/messages'
import type { countryNames, curriculumNames } from './proposal-names'
import { yearsWords } from './proposal-words'
import styles from './proposal-controls.module.css'

const labsError = m.tools_labs_error({
  min: formatNumber(1),
  max: formatNumber(limits.estimatorMaxLabs),
})

/**
 * The proposal's choices, on screen only. Disabled and empty until the address has been read
 * (`choices` null): a field showing a default number before then would be a default figure. The
 * names of countries and curricula come with the document (`names`).
 */
export function ProposalControls({
  choices,
  labsText,
  labsValid,
  names,
  send,
}: {
  choices: ProposalChoices | null
  labsText: string
  labsValid: boolean
  names: { countryNames: typeof countryNames; curriculumNames: typeof curriculumNames } | null
  send: (event: ProposalEvent) => void
}) {
  const id = useId()
  const disabled = !choices || !names
  // Sorted in the page's language once loaded (never in the first render: the browser's
  // collation need not match the build's, and the HTML must match it).
  const countryOptions = useMemo(() => {
    if (!names) return []
    const collator = new Intl.Collator(intlLocale)
    return Object.entries(names.countryNames).sort(([, a], [, b]) => collator.compare(a, b))
  }, [names])
  const errorId = `${id}-labs-error`

  return (
    <aside className={styles.controls} aria-labelledby={`${id}-heading`} data-screen-only>
      <h2 id={`${id}-heading`}>{proposal.controls.heading}</h2>
      <p className={styles.intro}>{proposal.controls.intro}</p>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={`${id}-labs`}>{proposal.controls.labs}</label>
          <input
            id={`${id}-labs`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            disabled={disabled}
            value={choices ? labsText : ''}
            aria-invalid={labsValid ? undefined : true}
            aria-describedby={errorId}
            onChange={(event) => send({ type: 'proposal.labs', value: event.target.value })}
          />
          <p id={errorId} className={styles.error} aria-live="polite">
            {labsValid ? '' : labsError}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-years`}>{proposal.controls.years}</label>
          <select
            id={`${id}-years`}
            disabled={disabled}
            value={choices ? String(choices.years) : ''}
            onChange={(event) =>
              send({ type: 'proposal.years', value: Number(event.target.value) })
            }
          >
            {choices ? null : <option value="">…</option>}
            {Array.from({ length: maxYears }, (_, n) => n + 1).map((years) => (
              <option key={years} value={years}>
                {yearsWords(years)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-curriculum`}>{proposal.controls.curriculum}</label>
          <select
            id={`${id}-curriculum`}
            disabled={disabled}
            value={choices?.curriculum ?? ''}
            onChange={(event) => send({ type: 'proposal.curriculum', value: event.target.value })}
          >
            <option value="">{proposal.controls.none}</option>
            {names
              ? curriculumKeys.map((key) => (
                  <option key={key} value={key}>
                    {names.curriculumNames[key]}
                  </option>
                ))
              : null}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-country`}>{proposal.controls.country}</label>
          <select
            id={`${id}-country`}
            disabled={disabled}
            value={choices?.country ?? ''}
            onChange={(event) => send({ type: 'proposal.country', value: event.target.value })}
          >
            <option value="">{proposal.controls.none}</option>
            {countryOptions.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-school`}>{proposal.controls.school}</label>
          <input
            id={`${id}-school`}
            type="text"
            autoComplete="organization"
            maxLength={limits.proposalSchoolNameMax}
            disabled={disabled}
            value={choices?.school ?? ''}
            onChange={(event) => send({ type: 'proposal.school', value: event.target.value })}
          />
        </div>
      </form>
    </aside>
  )
}
