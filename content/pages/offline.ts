// The page a visitor sees, without a connection, in place of a page this device has not kept
// (the service worker serves it: src/offline). It lists the pages that are kept, from the browser.
import { paths } from '../paths'

export type OfflinePageContent = {
  path: string
  /** The document title, without the product-name suffix. */
  title: string
  description: string
  heading: string
  intro: string
  /** The list's heading. */
  keptHeading: string
  /** While the list is read from the browser (and in the prerendered HTML). */
  looking: string
  /** No page kept yet. */
  none: string
  /** The browser keeps no pages (no service worker or Cache Storage). */
  unavailable: string
  /** A link to the address the visitor asked for, to try again once online. */
  retry: string
  clear: string
  /** Said once the kept pages are deleted. */
  cleared: string
}

export const page: OfflinePageContent = {
  path: paths.offline,
  title: 'You are offline',
  description: 'You are offline, and this page is not kept on this device.',
  heading: 'You are offline',
  intro:
    'This page has not been opened on this device before, so there is no copy of it to show ' +
    'without a connection. The pages below were kept when you read them: they open offline.',
  keptHeading: 'Pages kept on this device',
  looking: 'Looking for the pages kept on this device…',
  none: 'No pages are kept on this device yet. Pages you open while online are kept for later.',
  unavailable: 'This browser does not keep pages for reading offline.',
  retry: 'Try this page again',
  clear: 'Clear pages kept on this device',
  cleared: 'The pages kept on this device have been deleted.',
}
