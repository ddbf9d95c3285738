import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { getInTouchLabel } from '../../../content/navigation'
import { trayMobileGroups, trayWideLinks } from '../../../content/tray-navigation'
import { comingSoonLabel, worlds } from '../../../content/worlds'
import { accordionMachine } from '../../../machines/accordion.machine'
import type { ExploreTrayEvent } from '../../../machines/explore-tray.machine'
import { m } from '../../paraglide/messages'
import { worldIconUrl } from '../art/art'
import { Button } from '../button/button'
import { ChevronDownIcon, CloseIcon } from '../icons/icons'
import { Badge } from '../layout/layout'
import styles from './explore-tray.module.css'

type ExploreTrayProps = {
  open: boolean
  onHomePage: boolean
  send: (event: ExploreTrayEvent) => void
}

/**
 * The slide-out Explore tray. It is a native modal <dialog>: the browser keeps focus inside it and
 * makes the page behind inert. Its open state comes from the explore tray machine.
 */
export function ExploreTray({ open, onHomePage, send }: ExploreTrayProps) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={styles.tray}
      aria-labelledby="explore-tray-title"
      onCancel={(event) => {
        event.preventDefault()
        send({ type: 'tray.close' })
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) send({ type: 'tray.close' })
      }}
    >
      <div className={styles.head}>
        <h2 id="explore-tray-title" className={styles.title}>
          {m.tray_title()}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={m.tray_close()}
          onClick={() => send({ type: 'tray.close' })}
        >
          <CloseIcon size={20} />
        </button>
      </div>
      {open ? <TrayBody onHomePage={onHomePage} send={send} /> : null}
      <div className={styles.foot}>
        <Button variant="primary" onClick={() => send({ type: 'tray.contact' })}>
          {getInTouchLabel}
        </Button>
      </div>
    </dialog>
  )
}

function TrayBody({ onHomePage, send }: Omit<ExploreTrayProps, 'open'>) {
  const close = () => send({ type: 'tray.close' })
  return (
    <div className={styles.body}>
      <nav aria-labelledby="tray-worlds-label">
        <h3 id="tray-worlds-label" className={styles.groupLabel}>
          {m.tray_worlds()}
        </h3>
        <ul className={styles.worlds}>
          {worlds.map((world) => (
            <li key={world.key}>
              <a
                href={world.path}
                className={styles.world}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                  event.preventDefault()
                  send({ type: 'tray.choose', path: world.path, onHomePage })
                }}
              >
                <img src={worldIconUrl(world.key)} alt="" width={44} height={44} />
                <span className={styles.worldText}>
                  <span className={styles.worldName}>{world.name}</span>
                  {world.coming ? <Badge className={styles.badge}>{comingSoonLabel}</Badge> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav className={styles.wideLinks} aria-labelledby="tray-wide-label">
        <h3 id="tray-wide-label" className={styles.groupLabel}>
          {m.tray_discover()}
        </h3>
        <ul className={styles.linkList}>
          {trayWideLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MobileGroups onNavigate={close} />
    </div>
  )
}

/** The mobile tray's accordion: four groups, the first open, one at a time. */
function MobileGroups({ onNavigate }: { onNavigate: () => void }) {
  const [state, send] = useMachine(accordionMachine, {
    input: { initialOpenId: trayMobileGroups[0]?.id ?? null },
  })
  return (
    <nav className={styles.mobileGroups} aria-label={m.tray_sections_label()}>
      {trayMobileGroups.map((group) => {
        const expanded = state.context.openId === group.id
        const panelId = `tray-group-${group.id}`
        return (
          <div key={group.id} className={styles.accordionItem}>
            <h3>
              <button
                type="button"
                className={styles.accordionTrigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => send({ type: 'accordion.toggle', id: group.id })}
              >
                {group.label}
                <ChevronDownIcon size={18} />
              </button>
            </h3>
            <div id={panelId} className={styles.accordionPanel} hidden={!expanded}>
              <ul className={styles.linkList}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={onNavigate}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )
      })}
    </nav>
  )
}
