import { useMachine } from '@xstate/react'
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { tabsMachine, type TabsEvent } from '../../../machines/tabs.machine'
import { logicalArrowKey } from '../../lib/direction'
import styles from './tabs.module.css'

export type TabItem = { id: string; label: string; content: ReactNode }

// Left and right in reading order: in a right-to-left page ArrowLeft is next (logicalArrowKey).
const keys: Record<string, TabsEvent['type']> = {
  ArrowRight: 'tabs.next',
  ArrowDown: 'tabs.next',
  ArrowLeft: 'tabs.previous',
  ArrowUp: 'tabs.previous',
  Home: 'tabs.first',
  End: 'tabs.last',
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select (left and right as the tabs are
 * drawn, so mirrored right to left), Home and End jump.
 */
export function Tabs({ label, items }: { label: string; items: TabItem[] }) {
  const [state, send] = useMachine(tabsMachine, {
    input: { ids: items.map((item) => item.id) },
  })
  const baseId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const selected = state.context.selected

  const onKeyDown = (event: KeyboardEvent) => {
    const type = keys[logicalArrowKey(event.key, event.currentTarget)]
    if (!type) return
    event.preventDefault()
    send({ type } as TabsEvent)
    // Focus follows the selection once React has rendered it.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLButtonElement>('[aria-selected="true"]')?.focus(),
    )
  }

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.tablist}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <button
            key={item.id}
            id={`${baseId}-${item.id}-tab`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected === item.id}
            aria-controls={`${baseId}-${item.id}-panel`}
            tabIndex={selected === item.id ? 0 : -1}
            onClick={() => send({ type: 'tabs.select', id: item.id })}
          >
            {item.label}
          </button>
        ))}
      </div>
      {/* Every panel is in the page, the others hidden, so each tab's aria-controls names an
          element that exists (WAI-ARIA tabs pattern); the prerendered HTML holds them all too. */}
      {items.map((item) => (
        <div
          key={item.id}
          id={`${baseId}-${item.id}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-${item.id}-tab`}
          tabIndex={0}
          className={styles.panel}
          hidden={selected !== item.id}
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
