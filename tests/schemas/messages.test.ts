import { describe, expect, it } from 'vitest'
import type { FormValues } from '../../machines/form.machine'
import type { FormDefinition } from '../../schemas/forms/define'
import { toRules } from '../../src/enquiry/use-enquiry-form'
import { feedbackForm } from '../../schemas/forms/feedback'
import { generalContactForm } from '../../schemas/forms/general-contact'
import { generalInquiriesForm } from '../../schemas/forms/general-inquiries'
import { grantApplicationForm } from '../../schemas/forms/grant-application'
import { connectWithUsForm } from '../../schemas/forms/connect-with-us'
import { schoolDemoForm } from '../../schemas/forms/school-demo'
import { partnerVariantForm } from '../../schemas/forms/partner-variant'
import { partnershipForm } from '../../schemas/forms/partnership'
import { schoolContactForm } from '../../schemas/forms/school-contact'
import { subscribeForm } from '../../schemas/forms/subscribe'
import { waitlistForm } from '../../schemas/forms/waitlist'

/** The error a field shows after it is set to `value` (live rules). */
function live(form: FormDefinition, field: string, value: string, others: FormValues = {}) {
  const rules = toRules(form)
  const values = { ...rules.initialValues, ...others, [field]: rules.sanitize(field, value) }
  return rules.validateField(field, values)
}

/** Every error at submit for `values` on top of an empty form. */
function submit(form: FormDefinition, values: FormValues = {}) {
  const rules = toRules(form)
  return rules.validateSubmit({ ...rules.initialValues, ...values })
}

const message30 = 'x'.repeat(30)

describe('grant application', () => {
  it.each([
    ['schoolName', 'Short', 'School Name must be at least 10 characters'],
    ['schoolName', '  Abc def  ', 'School Name must be at least 10 characters'],
    ['schoolName', 'Riverside High', undefined],
    ['personName', '  ', 'Person Name is required'],
    ['designation', '', 'Designation is required'],
    ['message', 'Too short', 'Message must be between 30 and 500 characters'],
    ['message', 'x'.repeat(501), 'Message must be between 30 and 500 characters'],
    ['message', message30, undefined],
    ['website', 'anything at all', undefined],
  ])('live: %s = %j shows %j', (field, value, message) => {
    expect(live(grantApplicationForm, field, value)).toBe(message)
  })

  it('at submit, requires each field by its label and sends nothing', () => {
    expect(submit(grantApplicationForm)).toEqual({
      schoolName: 'School Name is required',
      personName: 'Person Name is required',
      designation: 'Designation is required',
      country: 'Country is required',
      message: 'Message is required',
    })
  })

  it('sends schoolName, personName and a message that combines the website and the text', () => {
    const params = grantApplicationForm.compose(
      {
        schoolName: 'Riverside High',
        personName: 'Ada',
        designation: 'Principal',
        country: 'GB',
        website: 'https://riverside.example',
        message: message30,
      },
      {},
    )
    expect(Object.keys(params)).toEqual(['schoolName', 'personName', 'message'])
    expect(params.message).toContain('Website: https://riverside.example')
    expect(params.message).toContain(message30)
  })
})

describe('school contact', () => {
  it.each([
    ['schoolName', ' ', 'School Name is required'],
    ['personName', '', 'Person Name is required'],
    ['designation', '', 'Designation is required'],
    ['phone', '12345', 'Phone Number must be 10 characters long'],
    ['phone', '0123456789', undefined],
    // Optional: empty is valid.
    ['phone', '', undefined],
    ['website', '', undefined],
    ['state', '', undefined],
    ['email', 'ada@example', 'Email is invalid'],
    ['email', 'ada @example.org', 'Email is invalid'],
    ['email', 'ada@example.org', undefined],
    ['message', 'short', 'Message must be between 30 and 500 characters'],
    ['website', 'x', undefined],
    ['state', '', undefined],
  ])('live: %s = %j shows %j', (field, value, message) => {
    expect(live(schoolContactForm, field, value)).toBe(message)
  })

  it('at submit, requires school, person, designation, country, email and message (not phone)', () => {
    expect(submit(schoolContactForm)).toEqual({
      schoolName: 'School Name is required',
      personName: 'Person Name is required',
      designation: 'Designation is required',
      country: 'Country is required',
      email: 'Email is required',
      message: 'Message is required',
    })
  })

  it('checks message length and phone only live, not at submit', () => {
    expect(
      submit(schoolContactForm, {
        schoolName: 'S',
        personName: 'P',
        designation: 'D',
        country: 'GB',
        email: 'a@b.co',
        message: 'short',
        phone: '1',
      }),
    ).toEqual({})
  })

  it('sends schoolName, personName, email and a message with phone, email, message and website', () => {
    const params = schoolContactForm.compose(
      {
        schoolName: 'S',
        personName: 'P',
        email: 'a@b.co',
        phone: '0123456789',
        message: 'Hello',
        website: 'w.example',
      },
      {},
    )
    expect(params).toMatchObject({ schoolName: 'S', personName: 'P', email: 'a@b.co' })
    expect(params.message?.split('\n').slice(0, 4)).toEqual([
      'Phone: 0123456789',
      'Email: a@b.co',
      'Message: Hello',
      'Website: w.example',
    ])
  })
})

describe('general contact', () => {
  it('strips everything but letters, spaces and periods from the name as it is typed', () => {
    const rules = toRules(generalContactForm)
    expect(rules.sanitize('name', 'Dr. Ada_Love1ace!')).toBe('Dr. AdaLoveace')
    expect(rules.sanitize('name', 'Zoë Ørsted')).toBe('Zoë Ørsted')
  })

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is invalid'],
    ['email', 'ada.example.org', 'Email is invalid'],
    ['email', 'ada@example', 'Email is invalid'],
    ['email', 'ada@example.org', undefined],
    ['message', '', 'Message is required'],
  ])('live: %s = %j shows %j', (field, value, message) => {
    expect(live(generalContactForm, field, value)).toBe(message)
  })

  it('at submit, requires name, email, country and message', () => {
    expect(submit(generalContactForm)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      country: 'Country is required',
      message: 'Message is required',
    })
  })

  it('sends its state: name, email, message, country', () => {
    expect(
      generalContactForm.compose(
        { name: 'Ada', email: 'a@b.co', message: 'Hi', country: 'GB' },
        {},
      ),
    ).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      message: 'Hi',
      country: 'GB',
    })
  })
})

describe('modal contact, Connect With Us', () => {
  it('keeps digits only in the phone, and letters, spaces and periods in designation, country and state', () => {
    const rules = toRules(connectWithUsForm)
    expect(rules.sanitize('phone', '+44 (0)20-7946')).toBe('44020 7946'.replace(' ', ''))
    expect(rules.sanitize('designation', 'Head of Sc1ence!')).toBe('Head of Scence')
    expect(rules.sanitize('country', 'U.K. 2')).toBe('U.K. ')
    expect(rules.sanitize('state', 'N/A')).toBe('NA')
  })

  it.each([
    ['phone', '', 'Phone is required'],
    ['phone', '12345', 'Phone number must be 10 digits'],
    ['phone', '0123456789', undefined],
    ['name', ' ', 'Name is required'],
  ])('live: %s = %j shows %j', (field, value, message) => {
    expect(live(connectWithUsForm, field, value)).toBe(message)
  })

  it('at submit, requires name, phone, email, designation and message; the rest is optional', () => {
    expect(submit(connectWithUsForm)).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      email: 'Email is required',
      designation: 'Designation is required',
      message: 'Message is required',
    })
  })

  it('sends only name, email and one labelled-line message', () => {
    const params = connectWithUsForm.compose(
      {
        name: 'Ada',
        email: 'a@b.co',
        phone: '0123456789',
        designation: 'Teacher',
        country: 'Kenya',
        state: '',
        school: 'Hill School',
        message: 'Hello',
      },
      {},
    )
    expect(params).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      message:
        'Country: Kenya\nPhone: 0123456789\nDesignation: Teacher\nSchool: Hill School\nMessage: Hello',
    })
  })
})

describe('order inquiry (school demo): the first failing check stops', () => {
  const full = {
    name: 'Ada',
    email: 'a@b.co',
    message: 'Hi',
    phone: '0123456789',
    designation: 'Head',
  }
  it.each([
    [{}, { name: 'Name is required' }],
    [{ name: 'Ada' }, { email: 'Email is required' }],
    [{ name: 'Ada', email: 'ada-at-example' }, { email: 'Email is invalid' }],
    [{ name: 'Ada', email: 'ada.example' }, { message: 'Message is required' }],
    [{ name: 'Ada', email: 'a@b.co', message: 'Hi' }, { phone: 'Phone is required' }],
    [
      { name: 'Ada', email: 'a@b.co', message: 'Hi', phone: '1' },
      { designation: 'designation is required' },
    ],
    [full, {}],
  ])('%j gives %j', (values, errors) => {
    expect(submit(schoolDemoForm, values)).toEqual(errors)
  })

  it('clears every error on any change', () => {
    expect(schoolDemoForm.clearAllErrorsOnChange).toBe(true)
  })

  it('sends name, email and a message built from the other fields, headsets included', () => {
    const params = schoolDemoForm.compose({ ...full, vrNum: '30', school: 'Hill School' }, {})
    expect(params.message).toContain('Number of headsets: 30')
    expect(Object.keys(params)).toEqual(['name', 'email', 'message'])
  })
})

describe('partnership', () => {
  it.each([
    ['name', '', 'Name is required'],
    ['fullname', ' ', 'Full Name is required'],
    ['phone', '12345', 'Phone Number must be atleast 10 characters long'],
    ['phone', '012345678901', undefined],
    ['phone', '', undefined],
    ['website', '', 'Website is required'],
    [
      'otherPartnershipType',
      'short',
      'Other Partnership Type must be between 10 and 50 characters',
    ],
    [
      'otherPartnershipType',
      'x'.repeat(51),
      'Other Partnership Type must be between 10 and 50 characters',
    ],
    ['otherPartnershipType', 'Museum partnership', undefined],
    ['email', '', 'Email is invalid'],
    ['email', 'ada@example', 'Email is invalid'],
    ['partnershipType', '', 'Partnership type is required'],
  ])('live: %s = %j shows %j', (field, value, message) => {
    expect(live(partnershipForm, field, value, { partnershipType: 'Other' })).toBe(message)
  })

  it("never shows an error on the other type while it is hidden (type not 'Other')", () => {
    expect(
      live(partnershipForm, 'otherPartnershipType', 'short', {
        partnershipType: 'Regional Partnership',
      }),
    ).toBeUndefined()
  })

  it('at submit, requires name, email, country, type and proposal by their message names, and the website it checks live', () => {
    expect(submit(partnershipForm)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      country: 'Country is required',
      partnershipType: 'Partnership Type is required',
      proposal: 'Proposal is required',
      website: 'Website is required',
    })
  })

  it("asks to specify the type when it is 'Other'", () => {
    expect(submit(partnershipForm, { partnershipType: 'Other' })).toMatchObject({
      otherPartnershipType: 'Please specify the type of partnership',
    })
  })
})

describe('partner variant, general inquiry, feedback, waitlist, subscribe', () => {
  it('partner variant requires its marked fields', () => {
    expect(Object.values(submit(partnerVariantForm))).toEqual([
      'First Name is required',
      'Last Name is required',
      'Company or Organization is required',
      'Location (Country/Region/City) is required',
      'Email is required',
      'Brief description of your experience and interest is required',
    ])
  })

  it('general inquiry requires name, email, country and message', () => {
    expect(submit(generalInquiriesForm)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      country: 'Country is required',
      message: 'Message is required',
    })
  })

  it('feedback requires name, email and message, checks the e-mail loosely, and sends the post title', () => {
    expect(submit(feedbackForm)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    })
    expect(submit(feedbackForm, { name: 'A', email: 'nope', message: 'm' })).toEqual({
      email: 'Email is invalid',
    })
    expect(
      feedbackForm.compose(
        { name: 'A', email: 'a@b.co', message: 'Great' },
        { blogTitle: 'Cells in VR' },
      ).message,
    ).toBe('Blog: Cells in VR\n\nGreat')
    expect(feedbackForm.clearAllErrorsOnChange).toBe(true)
  })

  it.each([
    ['name', '   ', 'Name is required'],
    ['email', 'ada@example', 'Email is invalid'],
    ['email', 'a da@example.org', 'Email is invalid'],
    ['email', 'ada@example.org', undefined],
  ])('waitlist live: %s = %j shows %j', (field, value, message) => {
    expect(live(waitlistForm, field, value)).toBe(message)
  })

  it('waitlist requires name, email and country at submit', () => {
    expect(submit(waitlistForm)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      country: 'Country is required',
    })
  })

  it('subscribe requires name and e-mail, checks it loosely, and needs the box ticked', () => {
    expect(submit(subscribeForm)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      acknowledge: 'Please acknowledge',
    })
    expect(submit(subscribeForm, { name: 'A', email: 'nope', acknowledge: true })).toEqual({
      email: 'Email is invalid',
    })
    expect(toRules(subscribeForm).initialValues.acknowledge).toBe(false)
    expect(subscribeForm.successDuration).toBe(1000)
    expect(subscribeForm.clearAllErrorsOnChange).toBe(true)
  })
})
