import { useMachine } from '@xstate/react'
import { useId, type ReactNode } from 'react'
import { accordionMachine } from '../../../machines/accordion.machine'
import { ChevronDownIcon } from '../icons/icons'
import styles from './accordion.module.css'

export type AccordionItem = { id: string; title: string; content: ReactNode }

type AccordionProps = {
  items: AccordionItem[]
  /** The heading level of each item's title, to keep the page outline in order. */
  headingLevel?: 3 | 4
  /** Open the first item at first (FAQs do). */
  firstOpen?: boolean
}

/** WAI-ARIA accordion: at most one item open; clicking the open item closes it. */
export function Accordion({ items, headingLevel = 3, firstOpen = true }: AccordionProps) {
  const [state, send] = useMachine(accordionMachine, {
    input: { initialOpenId: firstOpen ? (items[0]?.id ?? null) : null },
  })
  const baseId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.list}>
      {items.map((item) => {
        const open = state.context.openId === item.id
        const triggerId = `${baseId}-${item.id}-trigger`
        const panelId = `${baseId}-${item.id}-panel`
        return (
          <div key={item.id} className={styles.item} data-open={open}>
            <Heading className={styles.heading}>
              <button
                id={triggerId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => send({ type: 'accordion.toggle', id: item.id })}
              >
                {item.title}
                <span className={styles.icon} aria-hidden="true">
                  <ChevronDownIcon size={18} />
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={triggerId} className={styles.panel}>
              <div className={styles.panelInner}>{item.content}</div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
