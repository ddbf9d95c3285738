/**
 * A general contact enquiry as the site sends it in English (src/enquiry/send-form.ts): its
 * composed parameters (the message with its language line), its form's name and its fields, which
 * the outbox checks (server/enquiry-check.ts) and composes again, to the same parameters.
 */
export function generalContact(visitor: { name: string; email: string; message: string }) {
  return {
    ...visitor,
    message: `${visitor.message}\n\nLanguage: English (en)`,
    country: 'GB',
    locale: 'en',
    form: 'generalContact',
    field_name: visitor.name,
    field_email: visitor.email,
    field_country: 'GB',
    field_message: visitor.message,
  }
}

export const enquiryParams = generalContact({
  name: 'Ada',
  email: 'ada@example.org',
  message: 'Please call me back.',
})

/** An enquiry as multipart form data (POST /api/v1.0/email/send-form), with the ids first. */
export function enquiryFormData(params: Record<string, string> = enquiryParams) {
  const form = new FormData()
  for (const [key, value] of Object.entries({
    user_id: 'public-key',
    service_id: 'service_local',
    template_id: 'template_generalContact',
    ...params,
  })) {
    form.set(key, value)
  }
  return form
}
