import { useModals } from '../app/modal-actor'
import { SearchBox } from './search-box'

/** The header's search, in the modal stack's dialog: a result opened closes it. */
export function SearchDialogBody() {
  const modals = useModals()
  return <SearchBox autoFocus onOpen={() => modals.close('search')} />
}
