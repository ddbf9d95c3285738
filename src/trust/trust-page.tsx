import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { criterionNames } from '../../content/acr-criteria'
import { english } from '../../content/locales'
import { paths } from '../../content/paths'
import { trust } from '../../content/pages/trust'
import { Button } from '../components/button/button'
import { Container, Eyebrow } from '../components/layout/layout'
import { formatDate, formatNumber } from '../i18n/format'
import { locale } from '../i18n/locale'
import type { TrustData } from './load'
import styles from './trust.module.css'

const words = trust.sections
const sectionIds = [
  'forms',
  'third-parties',
  'on-your-device',
  'security',
  'accessibility',
] as const
const headings = [
  words.forms.heading,
  words.parties.heading,
  words.device.heading,
  words.security.heading,
  words.accessibility.heading,
]

/**
 * /trust: the trust center, a document in five sections made from the facts its route's loader
 * read from the code at build time (src/trust/load.ts). Printable as it is: on paper only the
 * document shows, with page numbers (trust.module.css).
 */
export function TrustPage({ data }: { data: TrustData }) {
  return (
    <div className={styles.page} data-trust>
      <Container>
        <header className={styles.title}>
          <Eyebrow>{trust.eyebrow}</Eyebrow>
          <h1 id="page-title">{trust.heading}</h1>
          <p className={styles.intro}>{trust.intro}</p>
          <p className={styles.built}>{trust.builtFor(formatDate(data.builtOn), data.site)}</p>
          <div data-screen-only>
            <Button variant="secondary" small onClick={() => window.print()}>
              {trust.printLabel}
            </Button>
          </div>
        </header>
        <nav className={styles.toc} aria-labelledby="trust-contents" data-screen-only>
          <h2 id="trust-contents">{trust.contentsLabel}</h2>
          <ol>
            {sectionIds.map((id, index) => (
              <li key={id}>
                <a href={`#${id}`}>{headings[index]}</a>
              </li>
            ))}
          </ol>
        </nav>
        <Forms data={data} />
        <Parties data={data} />
        <Device data={data} />
        <Security data={data} />
        <Conformance data={data} />
      </Container>
    </div>
  )
}

/**
 * One of the five sections. Not a landmark (no name): three of them hold a table whose scrolling
 * box is a region named by its caption, which is the section's heading, and two regions of one
 * name are two landmarks a screen reader's list cannot tell apart (axe's landmark-unique). The
 * headings and the contents list lead to the sections.
 */
function Section({ id, children }: { id: (typeof sectionIds)[number]; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 id={id} tabIndex={-1}>
        {headings[sectionIds.indexOf(id)]}
      </h2>
      {children}
    </section>
  )
}

/** A table that scrolls sideways inside its own box on a narrow screen, named by its caption. */
function Table({ id, caption, children }: { id: string; caption: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={styles.table}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  )
}

function Forms({ data }: { data: TrustData }) {
  const w = words.forms
  return (
    <Section id="forms">
      <p>{w.intro}</p>
      <Table id="forms-table" caption={w.heading}>
        <thead>
          <tr>
            <th scope="col">{w.form}</th>
            <th scope="col">{w.fields}</th>
            <th scope="col">{w.goes}</th>
            <th scope="col">{w.kept}</th>
          </tr>
        </thead>
        <tbody>
          {data.forms.map((form) => (
            <tr key={form.id} data-form={form.id}>
              <th scope="row">
                {form.name}
                <span className={styles.why}>{form.why}</span>
              </th>
              <td>{form.fieldsText}</td>
              <td>{form.goes}</td>
              <td>{form.kept}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>{data.honeypot}</p>
      <p>{w.reads(formatNumber(data.readCountDays))}</p>
      <p>
        <Link to={paths.privacy} hash="what-forms-collect">
          {words.forms.privacyLink}
        </Link>
      </p>
    </Section>
  )
}

function Parties({ data }: { data: TrustData }) {
  const w = words.parties
  return (
    <Section id="third-parties">
      <p>{w.intro}</p>
      {data.origins.length ? (
        <Table id="origins-table" caption={w.heading}>
          <thead>
            <tr>
              <th scope="col">{w.origin}</th>
              <th scope="col">{w.what}</th>
              <th scope="col">{w.when}</th>
              <th scope="col">{w.why}</th>
            </tr>
          </thead>
          <tbody>
            {data.origins.map((origin) => (
              <tr key={origin.use} data-origin={origin.origin}>
                <th scope="row">
                  <code lang={english} dir="ltr">
                    {origin.origin}
                  </code>
                </th>
                <td>{w.uses[origin.use].what}</td>
                <td>{w.uses[origin.use].when}</td>
                <td>{w.uses[origin.use].why}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p>{w.none}</p>
      )}
      <h3>{w.subprocessorsHeading}</h3>
      <p>{w.subprocessorsIntro}</p>
      <dl className={styles.facts}>
        {data.subprocessors.map((entry) => (
          <div key={entry.role}>
            <dt>{w.roles[entry.role]}</dt>
            <dd>
              {entry.provider ||
                (entry.role === 'emailDelivery' && !data.emailConfigured ? w.emailNone : w.selfRun)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

function Device({ data }: { data: TrustData }) {
  const w = words.device
  const kinds = ['pages', 'images', 'fonts'] as const
  return (
    <Section id="on-your-device">
      <p>{w.intro}</p>
      <dl className={styles.facts}>
        {kinds.map((kind) => (
          <div key={kind}>
            <dt>{w.limits[kind]}</dt>
            <dd>
              {w.entries(
                formatNumber(data.device[kind].maxEntries),
                formatNumber(data.device[kind].maxAgeDays),
              )}
            </dd>
          </div>
        ))}
        <div>
          <dt>{w.queue}</dt>
          <dd>{w.queueLimit}</dd>
        </div>
      </dl>
      <p>{w.clear}</p>
    </Section>
  )
}

function Security({ data }: { data: TrustData }) {
  const w = words.security
  return (
    <Section id="security">
      <p>{w.headersIntro}</p>
      <Table id="headers-table" caption={w.heading}>
        <thead>
          <tr>
            <th scope="col">{w.header}</th>
            <th scope="col">{w.does}</th>
          </tr>
        </thead>
        <tbody>
          {data.headers.map((header) => (
            <tr key={header.name}>
              <th scope="row">
                {/* A header's name is the protocol's own word, read as English in every language. */}
                <code lang={english} dir="ltr">
                  {header.name}
                </code>
              </th>
              <td>{w.headers[header.name] ?? w.unknownHeader}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>{w.policyIntro}</p>
      <ul className={styles.policy} lang={english} dir="ltr">
        {data.policy.map((directive) => (
          <li key={directive.name}>
            <code>
              {directive.name} {directive.sources}
            </code>
          </li>
        ))}
      </ul>
      <h3>{w.protectionsHeading}</h3>
      <ul className={styles.list}>
        {w.protections.map((item) => (
          <li key={item}>{item}</li>
        ))}
        <li>{w.idempotency(formatNumber(data.idempotencyKeyDays))}</li>
      </ul>
      <h3>{w.reportHeading}</h3>
      <p>{w.report}</p>
      <p>
        <a href={`mailto:${data.vulnerabilityContact}`} className={styles.email}>
          {data.vulnerabilityContact}
        </a>
      </p>
      <p>
        {w.securityTxt}{' '}
        <a href={data.securityTxt} lang={english} dir="ltr">
          {data.securityTxt}
        </a>
      </p>
    </Section>
  )
}

function Conformance({ data }: { data: TrustData }) {
  const w = words.accessibility
  return (
    <Section id="accessibility">
      <p>{w.intro}</p>
      <p data-screen-only>
        <a href={data.acr.download} download className={styles.download}>
          {w.download}
        </a>
      </p>
      <Table
        id="acr-table"
        caption={
          <>
            {/* The report's own title: it is written in English, like the report itself. */}
            <span lang={english} dir="ltr">
              {data.acr.title}
            </span>{' '}
            ({formatNumber(data.acr.criteria.length)} {w.counts})
          </>
        }
      >
        <thead>
          <tr>
            <th scope="col">{w.criterion}</th>
            <th scope="col">{w.level}</th>
            <th scope="col">{w.conformance}</th>
            <th scope="col">{w.remarks}</th>
          </tr>
        </thead>
        <tbody>
          {data.acr.criteria.map((criterion) => (
            <tr key={criterion.num} data-criterion={criterion.num}>
              <th scope="row">
                <span dir="ltr">{criterion.num}</span> {criterionNames[criterion.num]}
              </th>
              <td>{criterion.wcagLevel}</td>
              <td className={styles[criterion.level]}>{w.levels[criterion.level]}</td>
              {/* In the page's language; a remark not yet translated is marked as the English it is. */}
              <td {...(criterion.notesLang === locale ? {} : { lang: english, dir: 'ltr' })}>
                {criterion.notes}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        <Link to={paths.accessibility} hash="limitations">
          {w.statement}
        </Link>
      </p>
    </Section>
  )
}
