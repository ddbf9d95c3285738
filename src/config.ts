import * as v from 'valibot'
import { defaultEmailServiceId, templateIdOf } from '../schemas/email-ids'

/**
 * The site's configuration, from VITE_* variables at build time (see .env.example). With none
 * set, everything points at this origin: the local service's API and its e-mail outbox.
 */
export const configSchema = v.object({
  VITE_API_BASE_URL: v.optional(v.string(), ''),
  VITE_EMAILJS_ORIGIN: v.optional(v.string(), ''),
  VITE_EMAILJS_PUBLIC_KEY: v.optional(v.string(), 'local-public-key'),
  VITE_EMAILJS_SERVICE_ID: v.optional(v.string(), defaultEmailServiceId),
  VITE_EMAILJS_TEMPLATES: v.optional(v.string(), ''),
  VITE_SCHEDULING_WIDGET_URL: v.optional(
    v.string(),
    'https://assets.calendly.com/assets/external/widget.js',
  ),
  VITE_SCHEDULING_PAGE_URL: v.optional(v.string(), 'https://calendly.com/stemverse/demo'),
  VITE_GEOLOCATION_URL: v.optional(v.string(), 'https://ipapi.co/json/'),
  // The subprocessors the trust center names for this deployment (src/trust/subprocessors.ts).
  VITE_TRUST_HOSTING: v.optional(v.string(), ''),
  VITE_TRUST_DATABASE: v.optional(v.string(), ''),
  VITE_TRUST_EMAIL_DELIVERY: v.optional(v.string(), ''),
})

const raw = Object.fromEntries(
  Object.entries(import.meta.env).filter(([key, value]) => key.startsWith('VITE_') && value !== ''),
)
const parsed = v.safeParse(configSchema, raw)
if (!parsed.success) {
  throw new Error(
    `The site's configuration is not valid (see .env.example): ${parsed.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`).join('; ')}`,
  )
}

export const config = parsed.output

/** One EmailJS template per form: 'grantApplication=template_x,feedback=template_y'; else template_<form>. */
export function emailTemplateId(template: string): string {
  return templateIdOf(config.VITE_EMAILJS_TEMPLATES, template)
}
