import type { HTMLAttributes } from 'react'
import styles from './menu.module.css'

/**
 * A drop-down list of links under a button: the header's menus and the language switcher's. It
 * draws the panel and its links, a link marked `aria-current` (the page, the language) as a
 * hovered one; its user places it under its button with `className`, and says what opens it.
 */
export function MenuList({ className, ...rest }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={className ? `${styles.menu} ${className}` : styles.menu} {...rest} />
}
