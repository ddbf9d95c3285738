// What the rest of the site may use of the trust center (README.md beside this file). Only
// re-exports: the build turns an import of this index into imports of the modules named here
// (scripts/feature-index-plugin.ts), so the privacy notice takes its list without this page.
export { TrustPage } from './trust-page'
export type { TrustData } from './load'
export { loadPrivacyForms, loadTrustData } from './lazy'
export { withFormsSection } from './privacy'
export { securityTxt, securityTxtPath } from './security-txt'
export { acrDownloadPath, acrSourcePath } from './paths'
