// The site search (docs/search.md): what the rest of the site may use of it.
export { SearchPage } from './search-page'
export { SearchDialogBody } from './search-dialog'
