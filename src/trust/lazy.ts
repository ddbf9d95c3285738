// What the routes load on demand from the trust center: the module that reads the facts from the
// code (./load.ts, with every form definition and the YAML parser), fetched only where a loader
// runs (at build time; in the browser only when the visitor comes from another page).

/** The trust center's facts (src/routes/trust.tsx). */
export const loadTrustData = () => import('./load').then((module) => module.trustData())

/** The privacy notice's "What our forms collect", from the same rows (src/routes/privacy.tsx). */
export const loadPrivacyForms = () => import('./load').then((module) => module.privacyForms())
