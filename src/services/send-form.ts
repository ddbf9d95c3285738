import type { FormValues } from '../../machines/form.machine'
import type { FormDefinition } from '../forms/define'
import { sendEmail } from './email'
import { joinWaitlist, subscribe } from './forms-api'

/** Sends a form where its definition says: e-mail, the waitlist or the blog's subscribers. */
export async function sendForm(
  form: FormDefinition,
  values: FormValues,
  context: { blogTitle?: string },
) {
  const params = form.compose(values, context)
  switch (form.channel.kind) {
    case 'email':
      return sendEmail(form.channel.template, params)
    case 'waitlist':
      return joinWaitlist(params)
    case 'subscribe':
      return subscribe(params)
  }
}
