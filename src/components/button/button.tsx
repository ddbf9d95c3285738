import { Link } from '@tanstack/react-router'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import type { Cta } from '../../../content/types'
import { useModals } from '../../app/modal-actor'
import { ArrowRightIcon } from '../icons/icons'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'gold' | 'dark'

export function buttonClass(variant: ButtonVariant = 'primary', small = false) {
  return [styles.button, variant === 'dark' ? '' : styles[variant], small ? styles.small : '']
    .filter(Boolean)
    .join(' ')
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  small?: boolean
}

export function Button({ variant, small, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass(variant, small), className].filter(Boolean).join(' ')}
      {...rest}
    />
  )
}

export function IconButton({
  label,
  className,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </button>
  )
}

/** Renders a content call to action: a route link, a modal trigger or a disabled button. */
export function CtaButton({ cta, variant }: { cta: Cta; variant?: ButtonVariant }) {
  const modals = useModals()
  const look = variant ?? ('variant' in cta && cta.variant ? cta.variant : 'primary')
  switch (cta.kind) {
    case 'link':
      if (cta.to.startsWith('/')) {
        const [to, hash] = cta.to.split('#')
        return (
          <Link to={to} {...(hash ? { hash } : {})} className={buttonClass(look)}>
            {cta.label}
            <ArrowRightIcon size={18} />
          </Link>
        )
      }
      return (
        <a href={cta.to} className={buttonClass(look)}>
          {cta.label}
        </a>
      )
    case 'modal':
      return (
        <Button variant={look} data-opens={cta.modal} onClick={() => modals.open(cta.modal)}>
          {cta.label}
        </Button>
      )
    case 'disabled':
      return (
        <span>
          <Button variant="secondary" disabled aria-describedby={undefined}>
            {cta.label}
          </Button>
          {cta.note ? <span className={styles.note}>{cta.note}</span> : null}
        </span>
      )
  }
}
