// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { templateIdOf } from '../../schemas/email-ids'
import type { FormDefinition, FormValues } from '../../schemas/forms/define'
import { generalContactForm } from '../../schemas/forms/general-contact'
import { partnershipForm } from '../../schemas/forms/partnership'
import { schoolDemoForm } from '../../schemas/forms/school-demo'
import { readConfig } from '../../server/config'
import { payloadOf } from '../../src/enquiry/send-form'
import { toRules } from '../../src/enquiry/use-enquiry-form'
import { validValue } from '../schemas/every-form'
import { enquiryFormData } from './enquiry-fixture'
import { databaseKind, serverForFile, testApp } from './harness'

// Every value the outbox stores is held to the rule the browser holds it to: a field
// the form hides is empty, a select's value is one of its options, a cleaned field is clean, and
// the ids are the site's service and the named form's template. Each at its limit and one past.

const server = serverForFile({ emptyBeforeEach: ['outbox_messages', 'idempotency_keys'] })

const stored = async () =>
  Number((await server.db.query<{ n: string }>('select count(*) as n from outbox_messages'))[0]!.n)

/** A form's valid values with `changes` typed in, as the site sends them. */
const paramsOf = (form: FormDefinition, changes: FormValues = {}) =>
  payloadOf(
    form,
    {
      ...Object.fromEntries(
        Object.entries(form.fields).map(([name, spec]) => [name, validValue(name, spec)]),
      ),
      ...changes,
    },
    {},
    'en',
  )

/** The JSON the site posts; `raw` overrides parameters as a hand-made request would. */
const enquiry = (form: FormDefinition, raw: Record<string, string> = {}, ids = {}) => ({
  user_id: 'public-key',
  service_id: 'service_local',
  template_id: `template_${form.id}`,
  ...ids,
  template_params: { ...paramsOf(form), ...raw },
})

const send = (body: unknown) => server.api.postJson('/api/v1.0/email/send', body)
const errorsOf = async (response: Response) => {
  expect(response.status).toBe(422)
  return ((await response.json()) as { errors: Record<string, string> }).errors
}

describe(`a field the form hides must be empty, on ${databaseKind}`, () => {
  const hidden =
    'Other Partnership Type must be empty: the form does not show it with these answers'

  it('empty, it is taken; one character is a 422 naming it, and nothing is stored', async () => {
    const at = await send(enquiry(partnershipForm, { field_otherPartnershipType: '' }))
    expect(at.status).toBe(200)
    const past = await send(enquiry(partnershipForm, { field_otherPartnershipType: 'x' }))
    expect(await errorsOf(past)).toEqual({ otherPartnershipType: hidden })
    expect(await stored()).toBe(1)
  })

  it('the 60,000 characters once stored in one are refused (form data)', async () => {
    const form = enquiryFormData({
      ...paramsOf(partnershipForm),
      field_otherPartnershipType: 'x'.repeat(60_000),
    })
    form.set('template_id', 'template_partnership')
    const response = await server.api.app.request('/api/v1.0/email/send-form', {
      method: 'POST',
      body: form,
    })
    expect(await errorsOf(response)).toEqual({ otherPartnershipType: hidden })
    expect(await stored()).toBe(0)
  })

  it('the browser sends a hidden field empty, whatever was typed in it while it showed', async () => {
    const params = paramsOf(partnershipForm, {
      partnershipType: 'Educational Partnerships',
      otherPartnershipType: 'Typed while Other was chosen',
    })
    expect(params.field_otherPartnershipType).toBe('')
    expect(params.message).not.toContain('Typed while')
    expect((await send(enquiry(partnershipForm, params))).status).toBe(200)
  })

  it('shown, it is checked as the browser checks it', async () => {
    const other = paramsOf(partnershipForm, {
      partnershipType: 'Other',
      otherPartnershipType: 'A regional alliance',
    })
    expect(other.field_otherPartnershipType).toBe('A regional alliance')
    expect((await send(enquiry(partnershipForm, other))).status).toBe(200)
    const blank = { ...other, field_otherPartnershipType: '' }
    expect(Object.keys(await errorsOf(await send(enquiry(partnershipForm, blank))))).toEqual([
      'otherPartnershipType',
    ])
  })
})

describe(`a select's value is one of its options, on ${databaseKind}`, () => {
  it('an option is taken; one character more is a 422 naming the field', async () => {
    const type = 'Educational Partnerships'
    expect((await send(enquiry(partnershipForm, { field_partnershipType: type }))).status).toBe(200)
    const past = await send(enquiry(partnershipForm, { field_partnershipType: `${type}!` }))
    expect(await errorsOf(past)).toEqual({
      partnershipType: "Partnership Type must be one of the form's choices",
    })
    expect(await stored()).toBe(1)
  })

  it('the browser holds a select to its options too: anything else is cleaned to none', () => {
    const rules = toRules(partnershipForm)
    expect(rules.sanitize('partnershipType', 'Other')).toBe('Other')
    expect(rules.sanitize('partnershipType', 'Another')).toBe('')
  })
})

describe(`a cleaned field holds only what its cleaning keeps, on ${databaseKind}`, () => {
  const name = 'Dr. Zoë Ørsted'

  it('a letters-only name: clean is taken; one character its cleaning drops is a 422', async () => {
    expect((await send(enquiry(generalContactForm, { field_name: name }))).status).toBe(200)
    for (const markup of [`${name}<`, '<b>Ada</b>', 'Ada1']) {
      const past = await send(enquiry(generalContactForm, { field_name: markup }))
      expect(await errorsOf(past)).toEqual({
        name: 'Name contains a character that is not allowed',
      })
    }
    expect(await stored()).toBe(1)
  })

  it('a number of headsets: digits are taken, anything else is a 422 naming it', async () => {
    expect((await send(enquiry(schoolDemoForm, { field_vrNum: '12' }))).status).toBe(200)
    for (const headsets of ['12a', '1 2', '-1', '١٢']) {
      const past = await send(enquiry(schoolDemoForm, { field_vrNum: headsets }))
      expect(await errorsOf(past)).toEqual({
        vrNum: 'Number of headsets contains a character that is not allowed',
      })
    }
  })

  it('is refused in the request’s language', async () => {
    const response = await send(enquiry(generalContactForm, { field_name: 'Ada1', locale: 'es' }))
    expect(await errorsOf(response)).toEqual({
      name: 'El campo «Nombre» contiene un carácter no permitido',
    })
  })
})

describe(`the ids are the site's service and the form's template, on ${databaseKind}`, () => {
  it('the site’s service and the form’s template are taken; any other is a 422 naming it', async () => {
    expect((await send(enquiry(generalContactForm))).status).toBe(200)
    const service = await send(enquiry(generalContactForm, {}, { service_id: 'service_locals' }))
    expect(await errorsOf(service)).toEqual({
      service_id: 'service_id is not the e-mail service this site sends with',
    })
    // Another form's template, of the right shape: it once tied the message to nothing.
    const template = { template_id: 'template_schoolContact' }
    const other = await send(enquiry(generalContactForm, {}, template))
    expect(await errorsOf(other)).toEqual({
      template_id: 'template_id is not the template of the form generalContact',
    })
    const spanish = await send(enquiry(generalContactForm, { locale: 'es' }, template))
    expect(await errorsOf(spanish)).toEqual({
      template_id: 'template_id no es la plantilla del formulario generalContact',
    })
    expect(await stored()).toBe(1)
  })

  it('the multipart endpoint checks them the same way', async () => {
    const form = enquiryFormData()
    form.set('template_id', 'template_partnership')
    const response = await server.api.app.request('/api/v1.0/email/send-form', {
      method: 'POST',
      body: form,
    })
    expect(Object.keys(await errorsOf(response))).toEqual(['template_id'])
    expect(await stored()).toBe(0)
  })

  it('configured ids (VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATES) replace the defaults', async () => {
    const env = {
      VITE_EMAILJS_SERVICE_ID: 'service_abc',
      VITE_EMAILJS_TEMPLATES: 'generalContact=template_xyz',
    }
    const config = readConfig(env)
    const emailIds = {
      serviceId: config.VITE_EMAILJS_SERVICE_ID,
      templates: config.VITE_EMAILJS_TEMPLATES,
    }
    expect(emailIds).toEqual({ serviceId: 'service_abc', templates: 'generalContact=template_xyz' })
    expect(templateIdOf(emailIds.templates, 'feedback')).toBe('template_feedback')
    const api = await testApp(server.db, { emailIds })
    const post = (ids: Record<string, string>) =>
      api.postJson('/api/v1.0/email/send', enquiry(generalContactForm, {}, ids))
    expect((await post({ service_id: 'service_abc', template_id: 'template_xyz' })).status).toBe(
      200,
    )
    expect((await post({ service_id: 'service_abc' })).status).toBe(422)
    expect((await post({ template_id: 'template_xyz' })).status).toBe(422)
    expect(await stored()).toBe(1)
  })
})
