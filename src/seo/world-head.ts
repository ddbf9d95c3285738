import { worldPageSections } from '../../content/pages/world-sections'
import type { World } from '../../content/types'
import { pageHead, type RouteHead } from './head'
import { ogImage } from './og'
import { faqPageLd, faqsOfSections } from './structured-data'

/** A subject world's page: its art as the preview, its FAQ. */
export function worldHead(world: World): RouteHead {
  const faqs = faqsOfSections(worldPageSections[world.key])
  return pageHead({
    title: `${world.name}: ${world.subject} in VR`,
    description: `${world.name}, the ${world.subject.toLowerCase()} world of immersive VR lessons: ${world.subtitle.toLowerCase()}.`,
    path: world.path,
    image: ogImage({ kind: 'world', world: world.key }),
    structuredData: faqs.length ? [faqPageLd(faqs)] : [],
  })
}
