// The About section's form, which others load on demand in a chunk of its own. One loader per
// module: a chunk that names another form's loader would bring that form along wherever it goes
// (the service worker keeps what the About section loads: scripts/sw/precache.mjs).

/** The About section's 'Get Involved' form. */
export const loadGeneralContactForm = () => import('./general-contact-form')
