import { honeypotField } from '../../schemas/fields'
import { isShown, type FormDefinition } from '../../schemas/forms/define'
import { startQueue } from './queue-start'
import { loadSending, useEnquiryForm } from './use-enquiry-form'
import { m } from '../paraglide/messages'
import { Button } from '../components/button/button'
import { NeedsConnection } from '../components/on-use/needs-connection'
import { preloadCountrySelect } from './country-field'
import { Field } from './field'
import styles from './enquiry-form.module.css'

export type EnquiryFormProps = {
  form: FormDefinition
  blogTitle?: string
  /** Called when the success message has been shown for its time (subscribe closes its modal). */
  onSuccessShown?: () => void
  /** Values the form starts with, as if typed (src/enquiry/use-enquiry-form.ts). */
  initialValues?: Readonly<Record<string, string | boolean>>
}

const wideKinds = new Set(['textarea', 'checkbox'])

/** Any enquiry form, drawn from its definition and driven by the form machine. */
export function EnquiryForm({ form, blogTitle, onSuccessShown, initialValues }: EnquiryFormProps) {
  const { state, send, formId, sendingGone } = useEnquiryForm(form, {
    ...(blogTitle ? { blogTitle } : {}),
    ...(onSuccessShown ? { onSuccessShown } : {}),
    ...(initialValues ? { initialValues } : {}),
  })
  const { values, errors } = state.context
  const submitting = state.matches('submitting')
  const visible = Object.entries(form.fields).filter(([, spec]) => isShown(spec, values))
  const hasCountry = Object.values(form.fields).some((spec) => spec.kind === 'country')

  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      aria-busy={submitting}
      // What sends it, and the part that keeps an enquiry when the network is gone, load as the
      // visitor starts on the form: once offline, there is no loading them.
      onFocus={() => {
        void startQueue().catch(() => {})
        void loadSending().catch(() => {})
        // The country combobox too, before the visitor reaches its field.
        if (hasCountry) preloadCountrySelect()
      }}
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'form.submit' })
      }}
    >
      <div className={styles.grid}>
        {visible.map(([name, spec]) => (
          <div key={name} className={wideKinds.has(spec.kind) ? styles.wide : undefined}>
            <Field
              formId={form.id}
              name={name}
              spec={spec}
              value={values[name] ?? ''}
              {...(errors[name] ? { error: errors[name] } : {})}
              onChange={(value) => send({ type: 'field.change', field: name, value })}
            />
          </div>
        ))}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {m.form_honeypot_label()}
          <input
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
            value={String(values[honeypotField] ?? '')}
            onChange={(event) =>
              send({ type: 'field.change', field: honeypotField, value: event.target.value })
            }
          />
        </label>
      </div>
      <p className={styles.note}>
        {m.form_required_note_start()} <span aria-hidden="true">*</span>
        <span className="visually-hidden">{m.form_required_note_symbol()}</span>{' '}
        {m.form_required_note_end()}
      </p>
      <div role="status" aria-live="polite" className={`${styles.status} ${styles.success}`}>
        {state.matches('succeeded')
          ? form.successMessage
          : state.matches('saved')
            ? m.queue_saved()
            : ''}
      </div>
      <div role="alert" className={`${styles.status} ${styles.failure}`}>
        {state.matches('failed') ? form.failureMessage : ''}
      </div>
      {state.matches('unavailable') ? (
        <NeedsConnection gone={sendingGone} onRetry={() => send({ type: 'form.submit' })} />
      ) : null}
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a disabled button drops the focus it has to <body>, and a
            keyboard user who pressed it would be left nowhere while it sends and after. A second
            submit while one is on its way is ignored by the form's machine. */}
        <Button type="submit" variant="primary" aria-disabled={submitting || undefined}>
          {submitting ? m.form_sending() : form.submitLabel}
        </Button>
      </div>
    </form>
  )
}
