// What the rest of the site may use of the enquiry feature (README.md beside this file). Lint
// forbids importing anything else of this folder from outside it. Only re-exports: the build
// turns an import of this index into imports of the modules named here
// (scripts/feature-index-plugin.ts).
export { EnquiryForm, type EnquiryFormProps } from './enquiry-form'
export { wakeQueue } from './queue-start'
export { loadGeneralContactForm } from './lazy'
export { loadPartnerForm } from './load-partner-form'
