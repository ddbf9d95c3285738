import fc from 'fast-check'
import { templateIdOf } from '../../../schemas/email-ids'
import { isShown, type FormDefinition, type FormValues } from '../../../schemas/forms/define'
import { emailForms } from '../../../schemas/forms/email-forms'
import { payloadOf } from '../../../src/enquiry/send-form'
import { validValue } from '../../schemas/every-form'

// E-mail enquiries whose answer is known before they are sent: a valid enquiry of each e-mail
// form, as the site sends it, with at most one thing changed that the service must refuse (a
// hidden field filled, a choice the form does not offer, text its cleaning would change, another
// service or template, another site's Host) or must take (this machine's Host on any port). The
// fuzz run (fuzz.test.ts) checks each answer against its prediction.

/** What the service must answer, and the field (its `errors` key) or header its refusal names. */
export type Prediction = { status: 200 | 403 | 422; names?: string }

export type PredictedEnquiry = {
  form: FormDefinition
  params: Record<string, string>
  ids: { service_id: string; template_id: string }
  host?: string
  expect: Prediction
}

const forms = [...emailForms.values()]

const validValues = (form: FormDefinition): FormValues =>
  Object.fromEntries(
    Object.entries(form.fields).map(([name, spec]) => [name, validValue(name, spec)]),
  )

const siteIds = (form: FormDefinition) => ({
  service_id: 'service_local',
  template_id: templateIdOf('', form.id),
})

/** Text of the alphabet the forms see, markup and digits included; never empty. */
const someText = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', '.', 'é', '😀', '<', '>', '1', '-', '!'),
  minLength: 1,
  maxLength: 120,
})
/** An id of the shape the outbox reads (outbox-routes.ts), so that only its value is wrong. */
const someId = fc.stringMatching(/^[\w.-]{1,40}$/)

type Change = (form: FormDefinition) => fc.Arbitrary<Omit<PredictedEnquiry, 'form'>> | undefined

const asSent = (form: FormDefinition, values: FormValues = validValues(form)) =>
  payloadOf(form, values, {}, 'en')

const unchanged: Change = (form) =>
  fc.constant({ params: asSent(form), ids: siteIds(form), expect: { status: 200 } })

/** A field the valid values hide, sent with something in it. */
const hiddenFilled: Change = (form) => {
  const values = validValues(form)
  const hidden = Object.keys(form.fields).filter((name) => !isShown(form.fields[name], values))
  if (!hidden.length) return undefined
  return fc.tuple(fc.constantFrom(...hidden), someText).map(([name, text]) => ({
    params: { ...asSent(form), [`field_${name}`]: text },
    ids: siteIds(form),
    expect: { status: 422, names: name },
  }))
}

/** A select sent with a value that is not one of its options. */
const notAnOption: Change = (form) => {
  const selects = Object.entries(form.fields).filter(([, spec]) => spec.options)
  if (!selects.length) return undefined
  return fc
    .tuple(fc.constantFrom(...selects), someText)
    .filter(([[, spec], text]) => !spec.options!.includes(text))
    .map(([[name], text]) => ({
      params: { ...asSent(form), [`field_${name}`]: text },
      ids: siteIds(form),
      expect: { status: 422, names: name },
    }))
}

/** A cleaned field with a character in it that its cleaning drops. */
const unclean: Change = (form) => {
  const values = validValues(form)
  const cleaned = Object.keys(form.sanitize).filter(
    (name) => !form.fields[name]!.options && isShown(form.fields[name], values),
  )
  if (!cleaned.length) return undefined
  return fc
    .tuple(fc.constantFrom(...cleaned), fc.constantFrom('<', '1', 'a', '!', '-', '😀'), fc.nat())
    .map(([name, char, at]) => {
      const valid = String(values[name])
      const index = at % (valid.length + 1)
      return { name, text: valid.slice(0, index) + char + valid.slice(index) }
    })
    .filter(({ name, text }) => form.sanitize[name]!(text) !== text)
    .map(({ name, text }) => ({
      params: { ...asSent(form), [`field_${name}`]: text },
      ids: siteIds(form),
      expect: { status: 422, names: name },
    }))
}

const otherService: Change = (form) =>
  someId
    .filter((id) => id !== 'service_local')
    .map((id) => ({
      params: asSent(form),
      ids: { ...siteIds(form), service_id: id },
      expect: { status: 422, names: 'service_id' },
    }))

/** Another form's template, or any other id. */
const otherTemplate: Change = (form) =>
  fc
    .oneof(fc.constantFrom(...forms.map((f) => templateIdOf('', f.id))), someId)
    .filter((id) => id !== templateIdOf('', form.id))
    .map((id) => ({
      params: asSent(form),
      ids: { ...siteIds(form), template_id: id },
      expect: { status: 422, names: 'template_id' },
    }))

/** A Host of this machine on any port is the site's; any other name is another site's. */
const ownHost: Change = (form) =>
  fc
    .tuple(fc.constantFrom('localhost', '127.0.0.1', '[::1]'), fc.integer({ min: 1, max: 65535 }))
    .map(([name, port]) => ({
      params: asSent(form),
      ids: siteIds(form),
      host: `${name}:${port}`,
      expect: { status: 200 },
    }))
const foreignHost: Change = (form) =>
  fc
    .oneof(
      fc.constantFrom('evil.example', 'localhost.evil.example', '127.0.0.2', 'example.org:4173'),
      fc.domain(),
    )
    .filter((host) => !['localhost', '127.0.0.1'].includes(host))
    .map((host) => ({
      params: asSent(form),
      ids: siteIds(form),
      host,
      expect: { status: 403, names: 'Host' },
    }))

const changes = [
  unchanged,
  hiddenFilled,
  notAnOption,
  unclean,
  otherService,
  otherTemplate,
  ownHost,
  foreignHost,
]

/** One e-mail form's enquiry with one change, and what the service must answer. */
export const predictedEnquiry: fc.Arbitrary<PredictedEnquiry> = fc
  .constantFrom(...forms)
  .chain((form) =>
    fc
      .oneof(...changes.flatMap((change) => change(form) ?? []).map((arbitrary) => arbitrary))
      .map((changed) => ({ form, ...changed })),
  )
