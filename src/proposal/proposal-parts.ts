// What the proposal loads once the page has hydrated, in one piece: its machine, the document and
// the names it needs. The prerendered page shows the document's place without any of it.
export { proposalMachine } from '../../machines/proposal.machine'
export { ProposalDocument } from './proposal-document'
export { countryNames, curriculumNames, handOffMessage } from './proposal-names'
