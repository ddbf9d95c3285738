import type { FieldSpec } from '../../schemas/forms/define'
import { m } from '../paraglide/messages'
import controls from '../components/form-control/form-control.module.css'
import { Required } from '../components/form-control/required'
import { CountryField } from './country-field'
import own from './field.module.css'

type FieldProps = {
  formId: string
  name: string
  spec: FieldSpec
  value: string | boolean
  error?: string
  onChange: (value: string | boolean) => void
}

/** One accessible field of any kind: labelled, its error tied with aria-describedby. */
export function Field({ formId, name, spec, value, error, onChange }: FieldProps) {
  const id = `${formId}-${name}`
  const errorId = `${id}-error`
  const described = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}
  // Always present, so nothing shifts when an error appears, and not a live region: six of them
  // spoke at once after an empty submit. An error is read with its field (aria-invalid and
  // aria-describedby), and a submit that finds errors moves focus to the first invalid field.
  const errorText = (
    <p id={errorId} className={controls.error}>
      {error}
    </p>
  )

  if (spec.kind === 'country') {
    return (
      <CountryField
        id={id}
        label={spec.label}
        required={spec.required}
        value={String(value)}
        onChange={onChange}
        error={error}
        errorId={errorId}
      />
    )
  }

  if (spec.kind === 'checkbox') {
    return (
      <div className={controls.field}>
        <label className={own.checkbox}>
          <input
            id={id}
            name={name}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            {...described}
          />
          <span>{spec.label}</span>
        </label>
        {errorText}
      </div>
    )
  }

  const common = {
    id,
    name,
    value: String(value),
    className: controls.control,
    placeholder: spec.placeholder,
    autoComplete: spec.autoComplete,
    'aria-required': spec.required || undefined,
    ...described,
  }

  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {spec.label}
        {spec.required ? <Required /> : null}
      </label>
      {spec.kind === 'textarea' ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : spec.kind === 'select' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{m.form_choose_one()}</option>
          {spec.options?.map((option) => (
            <option key={option} value={option}>
              {spec.optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={spec.kind === 'number' ? 'text' : spec.kind}
          inputMode={spec.kind === 'number' || spec.kind === 'tel' ? 'numeric' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {errorText}
    </div>
  )
}
