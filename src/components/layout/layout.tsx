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
