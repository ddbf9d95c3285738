import emailjs from '@emailjs/browser'
import { config, emailTemplateId } from '../config'

let initialised = false

/**
 * Sends one form's message through @emailjs/browser. Its API origin is this site's own unless a
 * real EmailJS origin is configured, so in development and tests every message lands in the
 * local service's outbox (GET /api/outbox). Rejects on any failure, which the form shows.
 */
export async function sendEmail(template: string, params: Record<string, string>) {
  if (!initialised) {
    emailjs.init({
      publicKey: config.VITE_EMAILJS_PUBLIC_KEY,
      origin: config.VITE_EMAILJS_ORIGIN || window.location.origin,
    })
    initialised = true
  }
  return emailjs.send(config.VITE_EMAILJS_SERVICE_ID, emailTemplateId(template), params)
}
