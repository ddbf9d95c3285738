import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useId } from 'react'
import { grantRound } from '../../../content/grant-round'
import { grant, limits, pricing } from '../../../content/site'
import { useCurrency } from '../../app/currency-actor'
import { estimatorMachine } from '../../../machines/estimator.machine'
import { buttonClass } from '../../components/button/button'
import { useGrantRound } from '../../grant/round'
import { Container, SectionHead, sectionClass } from '../../components/layout/layout'
import { byCount, formatCurrency, formatDate, formatNumber, formatPercent } from '../../i18n/format'
import { estimateCost, maxYears } from '../../lib/estimate'
import { m } from '../../paraglide/messages'
import styles from './tools.module.css'

const maxLabs = limits.estimatorMaxLabs

/** Whole amounts in the licence's currency (USD), as the visitor's language writes them. */
const money = (amount: number) => formatCurrency(amount, pricing.currency)
const labsError = m.tools_labs_error({ min: formatNumber(1), max: formatNumber(maxLabs) })
const fineprint = m.tools_fineprint({
  schools: formatNumber(grant.schoolsPerCountry),
  deadline: formatDate(grant.deadline),
})

/**
 * The licence and grant estimator: labs and years give the licence cost without and with the
 * grant, year by year, from content/facts.ts (docs/product.md, "Tools › Licence estimator").
 */
export function LicenceEstimator() {
  // Prices are shown here, so this is where the visitor's currency is looked up (after idle).
  useCurrency()
  const [state, send] = useMachine(estimatorMachine, {
    input: { maxLabs, maxYears },
  })
  const id = useId()
  const round = useGrantRound()
  const { labs, years } = state.context
  const estimate = state.matches('valid') ? estimateCost(Number(labs.trim()), years) : null
  const errorId = `${id}-labs-error`

  return (
    <section id="estimator" className={sectionClass} aria-labelledby={`${id}-heading`}>
      <Container>
        <SectionHead
          eyebrow={m.tools_estimator_eyebrow()}
          heading={m.tools_estimator_heading()}
          id={`${id}-heading`}
          className={styles.head}
        >
          <p>{m.tools_estimator_intro()}</p>
        </SectionHead>
        <div className={styles.estimator}>
          <form className={styles.inputs} onSubmit={(event) => event.preventDefault()}>
            <div className={styles.field}>
              <label htmlFor={`${id}-labs`}>{m.tools_labs_label()}</label>
              <input
                id={`${id}-labs`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={labs}
                aria-invalid={estimate ? undefined : true}
                aria-describedby={errorId}
                onChange={(event) => send({ type: 'estimator.labs', value: event.target.value })}
              />
              <p id={errorId} className={styles.error} aria-live="polite">
                {estimate ? '' : labsError}
              </p>
            </div>
            <fieldset className={styles.field}>
              <legend>{m.tools_length_legend()}</legend>
              <div className={styles.years}>
                {Array.from({ length: maxYears }, (_, n) => n + 1).map((value) => (
                  <label key={value} className={styles.year}>
                    <input
                      type="radio"
                      name={`${id}-years`}
                      value={value}
                      checked={years === value}
                      onChange={() => send({ type: 'estimator.years', value })}
                    />
                    <span>
                      {byCount(value, {
                        one: m.tools_years_one,
                        two: m.tools_years_two,
                        few: m.tools_years_few,
                        many: m.tools_years_many,
                        other: m.tools_years_other,
                      })({ count: formatNumber(value) })}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </form>
          <div className={styles.result} aria-live="polite">
            {estimate ? (
              <>
                <dl className={styles.totals}>
                  <div>
                    <dt>{m.tools_without_grant()}</dt>
                    <dd>{money(estimate.withoutGrant)}</dd>
                  </div>
                  <div className={styles.withGrant}>
                    <dt>{m.tools_with_grant()}</dt>
                    <dd>{money(estimate.withGrant)}</dd>
                  </div>
                  <div>
                    <dt>{m.tools_you_save()}</dt>
                    <dd>{money(estimate.saving)}</dd>
                  </div>
                </dl>
                {/* On a phone four columns of Spanish or Arabic words can be wider than the
                    card: the table then scrolls in its own box (framed there), which the
                    keyboard reaches and its caption names, never the page. */}
                <div
                  className={styles.scroller}
                  role="region"
                  aria-labelledby={`${id}-caption`}
                  tabIndex={0}
                >
                  <table className={styles.table}>
                    <caption id={`${id}-caption`} className="visually-hidden">
                      {byCount(estimate.labs, {
                        one: m.tools_cost_caption_one,
                        other: m.tools_cost_caption_other,
                      })({ count: formatNumber(estimate.labs) })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{m.tools_col_year()}</th>
                        <th scope="col">{m.tools_col_grant()}</th>
                        <th scope="col">{m.tools_col_per_lab()}</th>
                        <th scope="col">{m.tools_col_you_pay()}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {estimate.perYear.map((row) => (
                        <tr key={row.year}>
                          <th scope="row">{m.tools_year_row({ year: formatNumber(row.year) })}</th>
                          <td>{formatPercent(row.grantPercent)}</td>
                          <td>
                            {/* Read in the order it is seen, the struck price first: "was
                                $6,000 now $1,500". Most screen readers do not announce a
                                strike, so the words are in the text, unseen (not aria-label,
                                which <s> may not carry). */}
                            <s>
                              <span className="visually-hidden">{m.tools_price_was()} </span>
                              {money(pricing.annualLicencePerLab)}
                            </s>{' '}
                            <span className="visually-hidden">{m.tools_price_now()} </span>
                            {money(row.pricePerLab)}
                          </td>
                          <td>{money(row.withGrant)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {/* The proposal opens with these figures: its address carries them. */}
                <Link
                  to="/proposal"
                  search={{ labs: estimate.labs, years: estimate.years }}
                  className={buttonClass('secondary')}
                >
                  {m.tools_create_proposal()}
                </Link>
              </>
            ) : (
              <p className={styles.placeholder}>{m.tools_estimate_placeholder()}</p>
            )}
            <p className={styles.fineprint}>
              {round === 'open' ? fineprint : grantRound.estimatorNote}
            </p>
          </div>
        </div>
      </Container>
    </section>
  )
}
