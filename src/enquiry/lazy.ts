// The parts of the enquiry feature that others load on demand, each in a chunk of its own.

/** The About section's 'Get Involved' form. */
export const loadGeneralContactForm = () => import('./general-contact-form')
/** The partner page's inline form. */
export const loadPartnerForm = () => import('./partner-form')
