import { m } from '../../src/paraglide/messages.js'
import { defineForm } from './define'
import { fields, rules } from '../fields'

/** The feedback modal on a blog post; the post's title goes with the message. */
export const feedbackForm = defineForm({
  id: 'feedback',
  fields: {
    name: fields.name,
    email: { ...fields.email, atSubmit: rules.looseEmail },
    message: fields.message,
  },
  clearAllErrorsOnChange: true,
  submitLabel: m.form_submit_feedback(),
  sendTo: 'email',
  compose: ({ pick, text }, { blogTitle }) => ({
    ...pick('name', 'email'),
    message: `Blog: ${blogTitle ?? ''}\n\n${text('message')}`,
  }),
})
