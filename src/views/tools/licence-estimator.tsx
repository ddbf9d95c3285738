import { useMachine } from '@xstate/react'
import { useId } from 'react'
import { usd } from '../../../content/pages/shared'
import { grant, pricing } from '../../../content/site'
import { estimatorMachine } from '../../../machines/estimator.machine'
import { Container, Eyebrow, sectionClass } from '../../components/layout/layout'
import { estimateCost, maxYears } from '../../lib/estimate'
import { getInspect } from '../../lib/inspector'
import styles from './tools.module.css'

const maxLabs = 50

/**
 * The licence and grant estimator (issue 7): labs and years give the licence cost without and
 * with the grant, year by year, from the constants of spec section 9.
 */
export function LicenceEstimator() {
  const inspect = getInspect()
  const [state, send] = useMachine(estimatorMachine, {
    input: { maxLabs, maxYears },
    ...(inspect ? { inspect } : {}),
  })
  const id = useId()
  const { labs, years } = state.context
  const estimate = state.matches('valid') ? estimateCost(Number(labs.trim()), years) : null
  const errorId = `${id}-labs-error`

  return (
    <section id="estimator" className={sectionClass} aria-labelledby={`${id}-heading`}>
      <Container>
        <div className={styles.head}>
          <Eyebrow>Plan your budget</Eyebrow>
          <h2 id={`${id}-heading`}>Estimate Your Licence Cost</h2>
          <p>
            Choose how many labs and for how long. We show what you would pay with and without the
            grant, in US dollars, before any taxes.
          </p>
        </div>
        <div className={styles.estimator}>
          <form className={styles.inputs} onSubmit={(event) => event.preventDefault()}>
            <div className={styles.field}>
              <label htmlFor={`${id}-labs`}>Number of labs</label>
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
                {estimate ? '' : `Enter a whole number of labs from 1 to ${maxLabs}.`}
              </p>
            </div>
            <fieldset className={styles.field}>
              <legend>Licence length</legend>
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
                      {value} {value === 1 ? 'year' : 'years'}
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
                    <dt>Without the grant</dt>
                    <dd>{usd(estimate.withoutGrant)}</dd>
                  </div>
                  <div className={styles.withGrant}>
                    <dt>With the grant</dt>
                    <dd>{usd(estimate.withGrant)}</dd>
                  </div>
                  <div>
                    <dt>You save</dt>
                    <dd>{usd(estimate.saving)}</dd>
                  </div>
                </dl>
                <table className={styles.table}>
                  <caption className="visually-hidden">
                    Cost per year for {estimate.labs} {estimate.labs === 1 ? 'lab' : 'labs'}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Year</th>
                      <th scope="col">Grant</th>
                      <th scope="col">Per lab</th>
                      <th scope="col">You pay</th>
                    </tr>
                  </thead>
                  <tbody>
                    {estimate.perYear.map((row) => (
                      <tr key={row.year}>
                        <th scope="row">Year {row.year}</th>
                        <td>{row.grantPercent}%</td>
                        <td>
                          {/* Not aria-label, which <s> may not carry: most screen readers do
                              not announce a strike, so the words are in its text, unseen. */}
                          <s>
                            <span className="visually-hidden">instead of </span>
                            {usd(pricing.annualLicencePerLab)}
                          </s>{' '}
                          {usd(row.pricePerLab)}
                        </td>
                        <td>{usd(row.withGrant)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : (
              <p className={styles.placeholder}>Enter the number of labs to see the estimate.</p>
            )}
            <p className={styles.fineprint}>
              An estimate, not a quote. The grant is for new labs only, for the first{' '}
              {grant.schoolsPerCountry.toLocaleString('en-US')} schools in each eligible country;
              apply by {grant.deadlineLabel}.
            </p>
          </div>
        </div>
      </Container>
    </section>
  )
}
