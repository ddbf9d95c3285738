// What the rest of the site may use of the proposal (README.md beside this file). Only
// re-exports (scripts/feature-index-plugin.ts).
export { ProposalPage } from './proposal-page'
