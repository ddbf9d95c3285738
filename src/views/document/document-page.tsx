import { Fragment, type ReactNode } from 'react'
import type { DocumentBlock, DocumentPage, DocumentPart } from '../../../content/types'
import { Container } from '../../components/layout/layout'
import { formatDate } from '../../i18n/format'
import { localePrefix } from '../../i18n/locale'
import { m } from '../../paraglide/messages'
import { PageHero } from '../info/info-page'
import styles from './document-page.module.css'

/**
 * A long text page (the accessibility statement, the privacy notice): the hero with the one h1,
 * the dates of the text, a table of contents, and the sections with their h2 and h3. A link in
 * the table of contents moves focus to its heading (focusable from script only), so that Tab and
 * a screen reader go on from there, not from the top of the page.
 */
export function DocumentPageView({ page }: { page: DocumentPage }) {
  return (
    <>
      <PageHero page={page} />
      <div className={styles.body}>
        <Container className={styles.layout}>
          <nav className={styles.toc} aria-labelledby="contents-heading">
            <h2 id="contents-heading" className={styles.tocHeading}>
              {page.contentsLabel}
            </h2>
            <ol className={styles.tocList}>
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={styles.text}>
            {page.dates.length ? (
              <dl className={styles.dates}>
                {page.dates.map((entry) => (
                  <div key={entry.label}>
                    <dt>{m.term_with_colon({ term: entry.label })}</dt>
                    <dd>
                      <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {page.sections.map((section) => (
              <section key={section.id} className={styles.section} aria-labelledby={section.id}>
                <h2 id={section.id} tabIndex={-1}>
                  {section.heading}
                </h2>
                <Blocks blocks={section.blocks} />
                {section.parts?.map((part) => (
                  <Part key={part.id} part={part} />
                ))}
              </section>
            ))}
          </div>
        </Container>
      </div>
    </>
  )
}

function Part({ part }: { part: DocumentPart }) {
  return (
    <>
      <h3 id={part.id} tabIndex={-1}>
        {part.heading}
      </h3>
      <Blocks blocks={part.blocks} />
    </>
  )
}

function Blocks({ blocks }: { blocks: DocumentBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'text':
        return (
          <p key={index}>
            <WithLinks text={block.text} />
          </p>
        )
      case 'list':
        return (
          <ul key={index} className={styles.list}>
            {block.items.map((item) => (
              <li key={item}>
                <WithLinks text={item} />
              </li>
            ))}
          </ul>
        )
      case 'facts':
        return (
          <dl key={index} className={styles.facts}>
            {block.items.map((item) => (
              <div key={item.term}>
                <dt>{item.term}</dt>
                <dd>
                  <WithLinks text={item.detail} />
                </dd>
              </div>
            ))}
          </dl>
        )
      case 'link':
        return (
          <p key={index}>
            <a href={`${localePrefix}${block.to}`}>{block.text}</a>
          </p>
        )
    }
  })
}

const emailAddress = /([\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})/gi

/** The text, with each e-mail address in it made a link that writes to it. */
function WithLinks({ text }: { text: string }): ReactNode {
  return text.split(emailAddress).map((piece, index) =>
    index % 2 ? (
      <a key={index} href={`mailto:${piece}`} className={styles.email}>
        {piece}
      </a>
    ) : (
      <Fragment key={index}>{piece}</Fragment>
    ),
  )
}
