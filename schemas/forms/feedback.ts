import { m } from '../../src/paraglide/messages.js'
import { defineForm } from './define'
import * as field from '../fields'
import { rules } from '../fields'

/** The feedback modal on a blog post; the post's title goes with the message. */
export const feedbackForm = defineForm({
  id: 'feedback',
  fields: {
    name: field.name,
    email: { ...field.email, atSubmit: rules.looseEmail },
    message: field.message,
  },
  clearAllErrorsOnChange: true,
  submitLabel: m.form_submit_feedback(),
  sendTo: 'email',
  compose: ({ pick, text }, { blogTitle }) => ({
    ...pick('name', 'email'),
    message: `Blog: ${blogTitle ?? ''}\n\n${text('message')}`,
  }),
})
