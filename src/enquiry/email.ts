import emailjs from '@emailjs/browser'
import ky from 'ky'
import { config, emailTemplateId } from '../config'
import type { SendOptions } from './forms-api'

let initialised = false

/**
 * Sends one form's message. To a real EmailJS origin (when one is configured) through
 * @emailjs/browser, which cannot carry our idempotency key: docs/offline-queue.md says what that
 * leaves open. To this site's own service (development, tests, and wherever no e-mail provider is
 * configured) the very request @emailjs/browser makes, posted here with the key, so that the
 * outbox keeps a repeated send once (GET /api/outbox reads it). Rejects on any failure, which the
 * form shows.
 */
export async function sendEmail(
  template: string,
  params: Record<string, string>,
  options: SendOptions = {},
) {
  if (!config.VITE_EMAILJS_ORIGIN) return sendToOwnOutbox(template, params, options)
  if (!initialised) {
    emailjs.init({
      publicKey: config.VITE_EMAILJS_PUBLIC_KEY,
      origin: config.VITE_EMAILJS_ORIGIN || window.location.origin,
    })
    initialised = true
  }
  return emailjs.send(config.VITE_EMAILJS_SERVICE_ID, emailTemplateId(template), params)
}

async function sendToOwnOutbox(
  template: string,
  params: Record<string, string>,
  { key, signal }: SendOptions,
) {
  return ky
    .post(`${window.location.origin}/api/v1.0/email/send`, {
      json: {
        user_id: config.VITE_EMAILJS_PUBLIC_KEY,
        service_id: config.VITE_EMAILJS_SERVICE_ID,
        template_id: emailTemplateId(template),
        template_params: params,
      },
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
      ...(signal ? { signal } : {}),
      timeout: 10_000,
      retry: 0,
    })
    .text()
}
