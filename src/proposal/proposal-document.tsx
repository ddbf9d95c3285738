import { proposal } from '../../content/pages/proposal'
import { grantRound } from '../../content/grant-round'
import { grant, pricing, site } from '../../content/site'
import { syllabusSummaries, type SyllabusSummary } from '../../content/syllabus/summary'
import type { ProposalChoices } from '../../machines/proposal.machine'
import { useGrantRound } from '../grant/round'
import { englishOnlyLang } from '../i18n/english-only'
import { formatNumber, formatPercent } from '../i18n/format'
import type { Estimate } from '../lib/estimate'
import { m } from '../paraglide/messages'
import { subjectNames } from '../views/syllabus/subject-names'
import { eligibleCodes, features, grantTerms, rollout, trainingFees } from './proposal-facts'
import { countryName, curriculumNames } from './proposal-names'
import { counted, fill, fillParts, money, yearsWords } from './proposal-words'
import styles from './proposal.module.css'

const eligible = new Set(eligibleCodes)
const summaryByKey = Object.fromEntries(
  syllabusSummaries.map((summary) => [summary.key, summary]),
) as Record<SyllabusSummary['key'], SyllabusSummary>

/** The proposal's sections, for choices that have been read: nothing here is a placeholder. */
export function ProposalDocument({
  choices,
  estimate,
}: {
  choices: ProposalChoices
  estimate: Estimate
}) {
  const round = useGrantRound()
  return (
    <>
      <section className={styles.section} aria-labelledby="proposal-summary">
        <h2 id="proposal-summary">{proposal.summary.heading}</h2>
        <dl className={styles.summary}>
          <div>
            <dt>{proposal.summary.length}</dt>
            <dd>
              {counted(choices.labs, proposal.summary.labs)}
              {proposal.summary.separator}
              {yearsWords(choices.years)}
            </dd>
          </div>
          <div>
            <dt>{m.tools_without_grant()}</dt>
            <dd>{money(estimate.withoutGrant)}</dd>
          </div>
          <div className={styles.highlight}>
            <dt>{m.tools_with_grant()}</dt>
            <dd>{money(estimate.withGrant)}</dd>
          </div>
          <div>
            <dt>{m.tools_you_save()}</dt>
            <dd>{money(estimate.saving)}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="proposal-licence">
        <h2 id="proposal-licence">{proposal.licence.heading}</h2>
        <p>{fill(proposal.licence.intro, { price: money(pricing.annualLicencePerLab) })}</p>
        {/* Five columns of sums can be wider than a phone's column (Spanish words, 50 labs):
            then the table scrolls in its own framed box, which the keyboard reaches, and the
            page itself never scrolls sideways. Its title stands above the box, not in it as a
            caption, so that it wraps to the screen rather than scrolling away with the table;
            it names both the box and the table. */}
        <p id="proposal-licence-caption" className={styles.tableTitle}>
          {proposal.licence.caption}
        </p>
        <div
          className={styles.scroller}
          role="region"
          aria-labelledby="proposal-licence-caption"
          tabIndex={0}
        >
          <table
            className={`${styles.table} ${styles.licence}`}
            aria-labelledby="proposal-licence-caption"
          >
            <thead>
              <tr>
                <th scope="col">{m.tools_col_year()}</th>
                <th scope="col">{proposal.licence.listPrice}</th>
                <th scope="col">{m.tools_col_grant()}</th>
                <th scope="col">{m.tools_col_per_lab()}</th>
                <th scope="col">{m.tools_col_you_pay()}</th>
              </tr>
            </thead>
            <tbody>
              {estimate.perYear.map((row) => (
                <tr key={row.year}>
                  <th scope="row">{m.tools_year_row({ year: formatNumber(row.year) })}</th>
                  <td>{money(pricing.annualLicencePerLab)}</td>
                  <td>{formatPercent(row.grantPercent)}</td>
                  <td>{money(row.pricePerLab)}</td>
                  <td>{money(row.withGrant)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {m.term_with_colon({ term: proposal.licence.total })} {m.tools_without_grant()}
                </th>
                <td>{money(estimate.withoutGrant)}</td>
              </tr>
              <tr className={styles.highlight}>
                <th scope="row" colSpan={4}>
                  {m.term_with_colon({ term: proposal.licence.total })} {m.tools_with_grant()}
                </th>
                <td>{money(estimate.withGrant)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={4}>
                  {m.tools_you_save()}
                </th>
                <td>{money(estimate.saving)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className={styles.fine}>{proposal.licence.note}</p>
      </section>

      <section className={styles.section} aria-labelledby="proposal-included">
        <h2 id="proposal-included">{proposal.included.heading}</h2>
        <h3>{proposal.included.features}</h3>
        <ul className={styles.features}>
          {features.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              {m.term_with_colon({ term: item.figure ? ` (${item.figure})` : '' })} {item.text}
            </li>
          ))}
        </ul>
        <h3>{proposal.included.rollout}</h3>
        <ol className={styles.steps}>
          {rollout.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong> {step.text}
            </li>
          ))}
        </ol>
        <h3>{proposal.included.training}</h3>
        <p>{trainingFees}</p>
      </section>

      <section className={styles.section} aria-labelledby="proposal-curriculum">
        <h2 id="proposal-curriculum">{proposal.curriculum.heading}</h2>
        {choices.curriculum ? (
          <CurriculumFit syllabus={summaryByKey[choices.curriculum]} />
        ) : (
          <AllCurricula />
        )}
      </section>

      <section className={styles.section} aria-labelledby="proposal-eligibility">
        <h2 id="proposal-eligibility">{proposal.eligibility.heading}</h2>
        <p>
          {fill(
            choices.country
              ? eligible.has(choices.country)
                ? proposal.eligibility.eligible
                : proposal.eligibility.notEligible
              : proposal.eligibility.noCountry,
            {
              country: choices.country ? countryName(choices.country) : '',
              count: formatNumber(grant.eligibleCountries),
            },
          )}{' '}
          {fill(proposal.eligibility.newLabsOnly, {
            schools: formatNumber(grant.schoolsPerCountry),
          })}
        </p>
        <p>{grantTerms}</p>
        {round === 'closed' ? <p>{grantRound.proposalNote}</p> : null}
      </section>

      <section className={styles.section} aria-labelledby="proposal-next">
        <h2 id="proposal-next">{proposal.next.heading}</h2>
        <p>
          {fillParts(proposal.next.text, {
            email: (
              <a href={`mailto:${site.contactEmail}`} dir="ltr">
                {site.contactEmail}
              </a>
            ),
          })}
        </p>
      </section>
    </>
  )
}

const topicCount = (count: number) => counted(count, proposal.curriculum.topics)

function CurriculumFit({ syllabus }: { syllabus: SyllabusSummary }) {
  return (
    <>
      <p>{fill(proposal.curriculum.chosen, { curriculum: curriculumNames[syllabus.key] })}</p>
      <ul className={styles.fit}>
        {syllabus.groups.map((group) => (
          <li key={group.subject}>
            <strong>
              {m.term_with_colon({ term: subjectNames[group.subject] })} {topicCount(group.topics)}.
            </strong>{' '}
            {proposal.curriculum.forExample}{' '}
            <span lang={englishOnlyLang} dir={englishOnlyLang ? 'ltr' : undefined}>
              {group.examples.join('; ')}.
            </span>
          </li>
        ))}
      </ul>
      {englishOnlyLang ? <p className={styles.fine}>{m.english_only_note()}</p> : null}
    </>
  )
}

function AllCurricula() {
  const subjects = syllabusSummaries[0]?.groups.map((group) => group.subject) ?? []
  return (
    <>
      <p>{proposal.curriculum.notChosen}</p>
      {/* On a phone each curriculum's name takes a line of its own above its three counts
          (the table stays a table: only its rows are laid out as grids). */}
      <table className={`${styles.table} ${styles.curricula}`}>
        <thead>
          <tr>
            <th scope="col">{proposal.curriculum.column}</th>
            {subjects.map((subject) => (
              <th scope="col" key={subject}>
                {subjectNames[subject]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {syllabusSummaries.map((syllabus) => (
            <tr key={syllabus.key}>
              <th scope="row">{curriculumNames[syllabus.key]}</th>
              {syllabus.groups.map((group) => (
                <td key={group.subject}>{topicCount(group.topics)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
