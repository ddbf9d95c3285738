import { useLocation, useNavigate, useRouter } from '@tanstack/react-router'
import { useDeferredValue, useEffect, useId, useMemo } from 'react'
import { proposal } from '../../content/pages/proposal'
import { limits } from '../../content/site'
import type { IgnoredPart, ProposalChoices, proposalMachine } from '../../machines/proposal.machine'
import { useModals } from '../app/modal-actor'
import { Button } from '../components/button/button'
import { Container, Eyebrow } from '../components/layout/layout'
import { formatDate, formatNumber } from '../i18n/format'
import { useDeferredActor, useDeferredSelector } from '../lib/deferred-actor'
import { m } from '../paraglide/messages'
import { estimateCost, maxYears } from '../lib/estimate'
import { proposalSearch } from '../../machines/proposal-search'
import { ProposalControls } from './proposal-controls'
import type * as Parts from './proposal-parts'
import { fill } from './proposal-words'
import styles from './proposal.module.css'

// The machine, the document and the names load together once the page has hydrated; `parts` is
// set before the machine starts, so a snapshot always finds them.
let parts: typeof Parts | null = null
const loadParts = () =>
  import('./proposal-parts').then((loaded) => {
    parts = loaded
    return loaded
  })

/**
 * /proposal: the document a school takes to its board, made from the choices in its address.
 * The prerendered page cannot know the address, so until the page has read it (after hydration)
 * it holds the document's place and shows no figure at all; then the machine has the choices, the
 * controls change them and the address follows (machines/proposal.machine.ts).
 */
export function ProposalPage() {
  const search = useLocation({ select: (location) => location.search })
  const navigate = useNavigate()
  const router = useRouter()
  const modals = useModals()

  const absolute = (choices: ProposalChoices) =>
    new URL(
      router.buildLocation({ to: '/proposal', search: proposalSearch(choices) as never }).href,
      window.location.origin,
    ).href

  const actor = useDeferredActor(
    () =>
      loadParts().then(({ proposalMachine, handOffMessage }) =>
        proposalMachine.provide({
          actions: {
            writeAddress: ({ self }, { choices }) => {
              void navigate({
                to: '/proposal',
                search: proposalSearch(choices) as never,
                replace: true,
                resetScroll: false,
              }).then(() =>
                self.send({ type: 'proposal.addressWritten', href: window.location.href }),
              )
            },
            openContactForm: (_, { choices }) => {
              const message = handOffMessage(
                choices,
                estimateCost(choices.labs, choices.years),
                (withSchool) => absolute(withSchool ? choices : { ...choices, school: '' }),
                limits.messageMax,
              )
              modals.open('schoolContact', {
                formValues: { message, ...(choices.school ? { schoolName: choices.school } : {}) },
              })
            },
          },
        }),
      ),
    () => ({
      input: {
        maxLabs: limits.estimatorMaxLabs,
        maxYears,
        schoolNameMax: limits.proposalSchoolNameMax,
        countries: Object.keys(parts?.countryNames ?? {}),
      },
    }),
  )
  const snapshot = useDeferredSelector(
    actor,
    (current): ReturnType<typeof proposalMachine.getInitialSnapshot> | null => current,
    null,
  )

  // What depends on the browser comes after the first render, which equals the HTML: the
  // address's options, the address itself and today's date. The address is read once; later
  // changes come from the page itself.
  useEffect(() => {
    actor.send({
      type: 'proposal.read',
      search,
      href: window.location.href,
      today: new Date().toISOString().slice(0, 10),
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor])

  const shown = snapshot && !snapshot.matches('reading') ? snapshot.context : null
  const loaded = shown ? parts : null
  const estimate = useMemo(
    () => (shown ? estimateCost(shown.choices.labs, shown.choices.years) : null),
    [shown],
  )
  // The document is drawn in a render that yields to the browser (a deferred value): drawn with
  // the rest, its hundreds of elements made one long task as the page woke, and again on each
  // keystroke in a control.
  const drawn = useDeferredValue(
    useMemo(
      () =>
        shown && loaded && estimate
          ? { choices: shown.choices, href: shown.href, loaded, estimate }
          : null,
      [shown, loaded, estimate],
    ),
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
              <dt>{m.term_with_colon({ term: proposal.preparedFor })}</dt>
              {/* Text, never markup: React writes whatever the address said as characters. */}
              <dd>{shown ? shown.choices.school || '\u2014' : '\u00a0'}</dd>
            </div>
            <div>
              <dt>{m.term_with_colon({ term: proposal.preparedOn })}</dt>
              <dd>{shown ? formatDate(shown.today) : '\u00a0'}</dd>
            </div>
          </dl>
        </header>
        <div className={styles.layout}>
          <ProposalControls
            choices={shown?.choices ?? null}
            labsText={shown?.labsText ?? ''}
            labsValid={!snapshot || snapshot.matches({ showing: { labs: 'valid' } })}
            names={loaded}
            send={actor.send}
          />
          <article className={styles.paper} aria-labelledby={titleId} aria-busy={!drawn}>
            {/* Inside the document's place, so that the note moves nothing already shown. */}
            <IgnoredNote
              ignored={shown?.ignored ?? []}
              choices={shown?.choices ?? null}
              onDismiss={() => actor.send({ type: 'proposal.dismiss' })}
            />
            {drawn ? (
              <>
                <drawn.loaded.ProposalDocument choices={drawn.choices} estimate={drawn.estimate} />
                <div className={styles.actions} data-screen-only>
                  <Button
                    variant="primary"
                    data-opens="schoolContact"
                    onClick={() => actor.send({ type: 'proposal.send' })}
                  >
                    {proposal.next.send}
                  </Button>
                  <Button variant="secondary" onClick={() => window.print()}>
                    {proposal.next.print}
                  </Button>
                </div>
                <p className={styles.address}>
                  {proposal.next.address}:{' '}
                  <a href={drawn.href} dir="ltr">
                    {drawn.href}
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
  choices: ProposalChoices | null
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
      value: formatNumber((part === 'labs' ? choices?.labs : choices?.years) ?? 0),
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
