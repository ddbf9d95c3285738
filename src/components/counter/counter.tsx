import styles from './counter.module.css'

export type CounterItem = { figure: string; label: string; text?: string }

/** A row of headline figures ('250 Experiences', '2,000+ Practicals'). */
export function Counters({ items }: { items: CounterItem[] }) {
  return (
    <ul className={styles.row}>
      {items.map((item) => (
        <li key={item.label} className={styles.counter}>
          <span className={styles.figure}>{item.figure}</span>
          <span className={styles.label}>{item.label}</span>
          {item.text ? <span className={styles.text}>{item.text}</span> : null}
        </li>
      ))}
    </ul>
  )
}
