import type { HTMLAttributes, ReactNode } from 'react'
import styles from './layout.module.css'

export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={[styles.container, className].filter(Boolean).join(' ')} {...rest} />
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>
}

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={[styles.badge, className].filter(Boolean).join(' ')}>{children}</span>
}

export const sectionClass = styles.section

/**
 * The split hero that opens the home, info, world and blog pages: on a Container, its two
 * children, the words (in an element with `splitHeroTextClass`) and a picture, stand side by side
 * from 1024 px and one above the other below. The view adds its own class for its look and its
 * `--split-columns`, the columns' ratio. Class names, not components: the home's first load
 * carries no code for it.
 */
export const splitHeroClass = styles.split
export const splitHeroTextClass = styles.splitText

/**
 * A list of cards (a `<ul>` or `<ol>`) in as many equal columns as fit, one under the other on a
 * phone. The view adds its own class for the cards' least width (`--grid-min`, 300px unless set)
 * and the gap (`--grid-gap`, `--space-4` unless set).
 */
export const gridListClass = styles.gridList

/**
 * A section's head: eyebrow, heading (`id` names the section: aria-labelledby) and what follows
 * it, on a light or a dark ground.
 */
export function SectionHead({
  eyebrow,
  heading,
  id,
  children,
  tone = 'light',
  className,
}: {
  eyebrow?: ReactNode
  heading: ReactNode
  id: string
  children?: ReactNode
  tone?: 'light' | 'dark'
  className?: string
}) {
  const classes = [styles.head, tone === 'dark' ? styles.dark : '', className]
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id}>{heading}</h2>
      {children}
    </div>
  )
}
