import styles from './form-control.module.css'

/** The asterisk after a required field's label; the control itself says aria-required. */
export function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  )
}
