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
