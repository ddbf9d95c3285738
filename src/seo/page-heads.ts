import type { DocumentPage, PageContent } from '../../content/types'
import { pageHead, type HeadInput, type RouteHead } from './head'
import { faqPageLd, faqsOfSections } from './structured-data'

/** An information page (content/pages/*): its title, description and any FAQ. */
export function contentPageHead(page: PageContent, extra: Partial<HeadInput> = {}): RouteHead {
  const faqs = faqsOfSections(page.sections)
  return pageHead({
    title: page.title,
    description: page.description,
    path: page.path,
    structuredData: faqs.length ? [faqPageLd(faqs)] : [],
    ...extra,
  })
}

/** A long text page (content/pages/accessibility, privacy): its title and description. */
export function documentPageHead(page: DocumentPage): RouteHead {
  return pageHead({ title: page.title, description: page.description, path: page.path })
}
