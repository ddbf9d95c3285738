import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useEffect, useId, useMemo, useState } from 'react'
import { proposal } from '../../../content/pages/proposal'
import { limits } from '../../../content/site'
import {
  proposalMachine,
  proposalSearch,
  type IgnoredPart,
  type ProposalChoices,
} from '../../../machines/proposal.machine'
import { useModals } from '../../app/modal-actor'
import { Button } from '../../components/button/button'
import { Container, Eyebrow } from '../../components/layout/layout'
import { countryNames } from '../../components/country-select/country-names'
import { formatDate, formatNumber } from '../../i18n/format'
import { estimateCost, maxYears, type Estimate } from '../../lib/estimate'
import { ProposalControls } from './proposal-controls'
import { ProposalDocument } from './proposal-document'
import { fill, handOffMessage } from './proposal-words'
import styles from './proposal.module.css'

const countries = Object.keys(countryNames)

/**
 * /proposal: the document a school takes to its board, made from the choices in its address.
 * The prerendered page cannot know the address, so until the page has read it (after hydration)
 * it holds the document's place and shows no figure at all; then the machine has the choices, the
 * controls change them and the address follows (machines/proposal.machine.ts).
 */
export function ProposalPage() {
  const search = useSearch({ from: '/proposal' })
  const navigate = useNavigate({ from: '/proposal' })
  const router = useRouter()
  const modals = useModals()

  const link = (choices: ProposalChoices, withSchool = true) => {
    const href = router.buildLocation({
      to: '/proposal',
      search: proposalSearch(withSchool ? choices : { ...choices, school: '' }),
    }).href
    return new URL(href, window.location.origin).href
  }

  // Made once: the router, its navigate and the modals are the same for the page's life.
  const [logic] = useState(() =>
    proposalMachine.provide({
      actions: {
        writeAddress: ({ self }, { choices }) => {
          void navigate({
            search: proposalSearch(choices),
            replace: true,
            resetScroll: false,
          }).then(() => self.send({ type: 'proposal.addressWritten', href: window.location.href }))
        },
        openContactForm: (_, { choices }) => {
          const estimate = estimateCost(choices.labs, choices.years)
          modals.open('schoolContact', {
            formValues: {
              message: handOffMessage(
                choices,
                estimate,
                (withSchool) => link(choices, withSchool),
                limits.messageMax,
              ),
              ...(choices.school ? { schoolName: choices.school } : {}),
            },
          })
        },
      },
    }),
  )
  const [state, send] = useMachine(logic, {
    input: {
      maxLabs: limits.estimatorMaxLabs,
      maxYears,
      schoolNameMax: limits.proposalSchoolNameMax,
      countries,
    },
  })

  // What depends on the browser comes after the first render, which equals the HTML: the
  // address's options, the address itself and today's date.
  useEffect(() => {
    send({
      type: 'proposal.read',
      search,
      href: window.location.href,
      today: new Date().toISOString().slice(0, 10),
    })
    // The address is read once; later changes come from the page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const reading = state.matches('reading')
  const { choices, ignored, labsText, href: address, today } = state.context
  const estimate: Estimate | null = useMemo(
    () => (reading ? null : estimateCost(choices.labs, choices.years)),
    [reading, choices.labs, choices.years],
  )
  const titleId = useId()

  return (
    <div className={styles.page} data-proposal>
      <Container>
        <header className={styles.title}>
          <Eyebrow>{proposal.eyebrow}</Eyebrow>
          <h1 id={titleId}>{proposal.title}</h1>
          <dl className={styles.prepared}>
            <div>
              <dt>{proposal.preparedFor}</dt>
              {/* Text, never markup: React writes whatever the address said as characters. */}
              <dd>{reading ? '\u00a0' : choices.school || '\u2014'}</dd>
            </div>
            <div>
              <dt>{proposal.preparedOn}</dt>
              <dd>{today ? formatDate(today) : '\u00a0'}</dd>
            </div>
          </dl>
        </header>
        <div className={styles.layout}>
          <ProposalControls
            disabled={reading}
            choices={choices}
            labsText={labsText}
            labsValid={reading || state.matches({ showing: { labs: 'valid' } })}
            send={send}
          />
          <article className={styles.paper} aria-labelledby={titleId} aria-busy={reading}>
            {/* Inside the document's place, so that the note moves nothing already shown. */}
            <IgnoredNote
              ignored={ignored}
              choices={choices}
              onDismiss={() => send({ type: 'proposal.dismiss' })}
            />
            {estimate ? (
              <>
                <ProposalDocument choices={choices} estimate={estimate} />
                <div className={styles.actions} data-screen-only>
                  <Button
                    variant="primary"
                    data-opens="schoolContact"
                    onClick={() => send({ type: 'proposal.send' })}
                  >
                    {proposal.next.send}
                  </Button>
                  <Button variant="secondary" onClick={() => window.print()}>
                    {proposal.next.print}
                  </Button>
                </div>
                <p className={styles.address}>
                  {proposal.next.address}:{' '}
                  <a href={address} dir="ltr">
                    {address}
                  </a>
                </p>
              </>
            ) : (
              // The document's place, taller than any screen, so that nothing visible moves
              // when the document takes it; no figure is shown before the address is read.
              <div className={styles.placeholder}>
                <p role="status">{proposal.reading}</p>
              </div>
            )}
          </article>
        </div>
      </Container>
    </div>
  )
}

/** What the address asked for that could not be used, said once, in words. */
function IgnoredNote({
  ignored,
  choices,
  onDismiss,
}: {
  ignored: readonly IgnoredPart[]
  choices: ProposalChoices
  onDismiss: () => void
}) {
  const lines = ignored.map((part) =>
    fill(proposal.ignored[part], {
      min: formatNumber(1),
      max: formatNumber(
        part === 'labs'
          ? limits.estimatorMaxLabs
          : part === 'years'
            ? maxYears
            : limits.proposalSchoolNameMax,
      ),
      value: formatNumber(part === 'labs' ? choices.labs : choices.years),
    }),
  )
  return (
    <div role="status" className={styles.noteRegion} data-screen-only>
      {lines.length ? (
        <div className={styles.note}>
          <p className={styles.noteHeading}>{proposal.ignored.heading}</p>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Button variant="ghost" small onClick={onDismiss}>
            {proposal.ignored.dismiss}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
