import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { AnyActorRef, InspectionEvent } from 'xstate'
import { machineCatalogue, type MachineEntry } from '../../machines/catalogue'
import { realComponents } from './components'
import { WorkbenchRun } from './run'
import { eventLabel, sampleEvents } from './samples'
import { defaultChoices, standIns, type Choices } from './stand-ins'
import styles from './workbench.module.css'

type Snapshot = {
  value: unknown
  status: string
  context: unknown
  can: (event: { type: string }) => boolean
}

const steps = [
  { label: '+100 ms', ms: 100 },
  { label: '+1 s', ms: 1000 },
  { label: '+5 s', ms: 5000 },
] as const

/** The state value as the paths a person reads: `open.browsing`, or both regions of a parallel state. */
export function statePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  if (!value || typeof value !== 'object') return [prefix || '(none)']
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length === 0)
    return [prefix.replace(/\.$/, '') || '(one state: only its context changes)']
  return entries.flatMap(([key, inner]) => statePaths(inner, `${prefix}${key}.`))
}

/** Context as JSON, with the functions it may hold (a form's rules) named rather than dropped. */
const showContext = (context: unknown) =>
  JSON.stringify(context, (_, v: unknown) => (typeof v === 'function' ? 'ƒ()' : v), 2) ?? '—'

const initialKey = () => {
  if (typeof window === 'undefined') return machineCatalogue[0]!.key
  const wanted = new URLSearchParams(window.location.search).get('machine')
  return machineCatalogue.some((e) => e.key === wanted) ? wanted! : machineCatalogue[0]!.key
}

/**
 * The development workbench (`npm run dev`, then /__workbench/): every machine of the site,
 * started with stand-in effects and a fake clock, driven by buttons, shown with its state,
 * context and log, beside the site's real component where there is one.
 */
export function Workbench() {
  const [key, setKey] = useState(initialKey)
  const entry = machineCatalogue.find((e) => e.key === key) ?? machineCatalogue[0]!
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <p className={styles.brand}>
          StemVerse · <strong>Machine workbench</strong>
        </p>
        <p className={styles.hint}>
          Development only: never built for visitors. Every machine runs on a fake clock with
          stand-ins for the network.
        </p>
      </header>
      <nav className={styles.list} aria-label="Machines">
        <h2 className={styles.listHeading}>{machineCatalogue.length} machines</h2>
        <ul>
          {machineCatalogue.map((e) => (
            <li key={e.key}>
              <button
                type="button"
                aria-current={e.key === key ? 'true' : undefined}
                onClick={() => {
                  setKey(e.key)
                  window.history.replaceState(null, '', `?machine=${e.key}`)
                }}
              >
                <span>{e.title}</span>
                <small>
                  {e.key}
                  {realComponents[e.key] ? ' · component' : ''}
                  {e.visitor ? '' : ' · behind the scenes'}
                </small>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <MachinePanel key={entry.key} entry={entry} />
    </div>
  )
}

function MachinePanel({ entry }: { entry: MachineEntry }) {
  const [choices, setChoices] = useState<Choices>(() => defaultChoices(entry.key))
  const [generation, setGeneration] = useState(0)
  const [inspector, setInspector] = useState<((event: InspectionEvent) => void) | null>(null)
  const component = realComponents[entry.key]
  const run = useMemo(
    () =>
      new WorkbenchRun({
        entry,
        choices,
        inComponent: component?.owned ?? false,
        forward: inspector ?? undefined,
      }).start(),
    // A new run for each restart, each change of stand-ins and when the inspector opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entry, choices, generation, inspector],
  )
  useEffect(() => () => run.stop(), [run])
  useSyncExternalStore((listener) => run.subscribe(listener), run.getVersion, run.getVersion)
  const actor: AnyActorRef | null = run.actor
  const snapshot = actor?.getSnapshot() as Snapshot | undefined

  const openInspector = async () => {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    const opened = createBrowserInspector()
    setInspector(() => opened.inspect.next?.bind(opened.inspect) ?? null)
  }

  return (
    <main className={styles.main}>
      <div className={styles.intro}>
        <h1>{entry.title}</h1>
        <p>{entry.summary}</p>
        <p className={styles.meta}>
          <code>machines/{entry.key}.machine.ts</code> · used by{' '}
          {entry.usedBy.map((file) => (
            <code key={file}>{file}</code>
          ))}
        </p>
      </div>
      <div className={styles.columns}>
        <div className={styles.controls}>
          <section aria-labelledby="run-heading" className={styles.card}>
            <h2 id="run-heading">Run</h2>
            {(standIns[entry.key] ?? []).map((standIn) => (
              <label key={standIn.name} className={styles.field}>
                <span>{standIn.label}</span>
                <select
                  value={choices[standIn.name] ?? ''}
                  onChange={(event) =>
                    setChoices({ ...choices, [standIn.name]: event.target.value })
                  }
                >
                  {standIn.choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            {standIns[entry.key] ? null : (
              <p className={styles.muted}>No effects to stand in for: it only reacts to events.</p>
            )}
            <div className={styles.row}>
              <button
                type="button"
                className={styles.button}
                onClick={() => setGeneration((n) => n + 1)}
              >
                Restart
              </button>
              <button type="button" className={styles.button} onClick={() => void openInspector()}>
                {inspector ? 'Inspector open (restarted)' : 'Open in the Stately inspector'}
              </button>
            </div>
          </section>

          <section aria-labelledby="clock-heading" className={styles.card}>
            <h2 id="clock-heading">Fake clock</h2>
            <p>
              <output aria-label="Fake time">{(run.clock.now() / 1000).toFixed(1)} s</output>
            </p>
            <div className={styles.row}>
              {steps.map((step) => (
                <button
                  key={step.ms}
                  type="button"
                  className={styles.button}
                  onClick={() => run.clock.advance(step.ms)}
                >
                  {step.label}
                </button>
              ))}
            </div>
            <ul className={styles.timers} aria-label="Timers waiting">
              {run.clock.pending().map((timer) => (
                <li key={timer.id}>
                  due at {(timer.due / 1000).toFixed(1)} s (in {timer.due - run.clock.now()} ms)
                </li>
              ))}
              {run.clock.pending().length === 0 ? <li>No timer waiting.</li> : null}
            </ul>
          </section>

          <section aria-labelledby="events-heading" className={styles.card}>
            <h2 id="events-heading">Events</h2>
            {(sampleEvents[entry.key] ?? []).length === 0 ? (
              <p className={styles.muted}>
                It takes no event from a visitor: drive it with the stand-ins and the clock.
              </p>
            ) : null}
            <div className={styles.events}>
              {(sampleEvents[entry.key] ?? []).map((event) => (
                <button
                  key={eventLabel(event)}
                  type="button"
                  className={styles.button}
                  disabled={!snapshot || snapshot.status !== 'active' || !snapshot.can(event)}
                  onClick={() => run.send(event)}
                >
                  {eventLabel(event)}
                </button>
              ))}
            </div>
          </section>
        </div>

        <div className={styles.view}>
          <section aria-labelledby="state-heading" className={styles.card}>
            <h2 id="state-heading">State</h2>
            {snapshot ? (
              <>
                <p>
                  {statePaths(snapshot.value).map((path) => (
                    <code key={path} className={styles.state} data-testid="state">
                      {path}
                    </code>
                  ))}{' '}
                  <span className={styles.muted}>({snapshot.status})</span>
                </p>
                <h3>Context</h3>
                <pre className={styles.context}>{showContext(snapshot.context)}</pre>
              </>
            ) : (
              <p className={styles.muted}>
                Waiting for the component to start its actor (it starts on its first use or after
                the page has loaded).
              </p>
            )}
          </section>

          {component ? (
            <section aria-labelledby="component-heading" className={styles.card}>
              <h2 id="component-heading">The real component</h2>
              <div className={styles.stage} data-machine={entry.key}>
                <ComponentStage key={run.id} run={run} />
              </div>
            </section>
          ) : null}

          <section aria-labelledby="log-heading" className={styles.card}>
            <h2 id="log-heading">Log</h2>
            <ol className={styles.log} reversed>
              {run.log.length === 0 ? <li data-kind="note">Nothing yet.</li> : null}
              {[...run.log].reverse().map((line, n) => (
                <li key={run.log.length - n} data-kind={line.kind}>
                  <span>{(line.at / 1000).toFixed(1)} s</span> {line.kind}: {line.text}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </main>
  )
}

function ComponentStage({ run }: { run: WorkbenchRun }) {
  const component = realComponents[run.options.entry.key]
  return component ? <>{component.render(run)}</> : null
}
