// The ids an e-mail enquiry is sent with, EmailJS's service and template: the site's build reads
// them from VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATES (src/config.ts), and the service's
// outbox takes no others (server/enquiry-check.ts). Both read them here, so that they agree.

/** The e-mail service's id when none is configured: the one the site's own outbox takes. */
export const defaultEmailServiceId = 'service_local'

/**
 * A form's template: as 'grantApplication=template_x,feedback=template_y' (VITE_EMAILJS_TEMPLATES)
 * names it, else template_<form>.
 */
export function templateIdOf(templates: string, form: string): string {
  const pairs = templates.split(',').map((pair) => pair.split('=').map((s) => s.trim()))
  return pairs.find(([name]) => name === form)?.[1] ?? `template_${form}`
}
