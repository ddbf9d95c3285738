// The partner page's inline form, loaded on demand in a chunk of its own (only that page has it).

/** The partner page's inline form. */
export const loadPartnerForm = () => import('./partner-form')
