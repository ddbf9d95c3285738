import type { DocumentPage, DocumentSection } from '../../content/types'

/**
 * The privacy notice with its "What our forms collect" (made from the forms' definitions, like the
 * trust center's table) in its place: after "Who we are".
 */
export function withFormsSection(page: DocumentPage, forms: DocumentSection): DocumentPage {
  const at = page.sections.findIndex((section) => section.id === 'who-we-are') + 1
  return { ...page, sections: [...page.sections.slice(0, at), forms, ...page.sections.slice(at)] }
}
