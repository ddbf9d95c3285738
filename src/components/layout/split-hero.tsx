import type { HTMLAttributes } from 'react'
import { Container } from './layout'
import styles from './split-hero.module.css'

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ')

/**
 * The split hero that opens the home, info, world and blog pages: a container whose two children,
 * the words (`SplitHeroText`) and a picture, stand side by side from 1024 px and one above the
 * other below. `className` adds the view's own look, and its `--split-columns` the columns' ratio.
 */
export function SplitHero({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <Container className={classes(styles.split, className)} {...rest} />
}

/** The split hero's words, stacked and each as wide as it needs. */
export function SplitHeroText({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classes(styles.text, className)} {...rest} />
}
