import { worldPageSections } from '../../content/pages/world-sections'
import type { World } from '../../content/types'
import { intlLocale } from '../i18n/locale'
import { m } from '../paraglide/messages'
import { pageHead, type RouteHead } from './head'
import { ogImage } from './og'
import { faqPageLd, faqsOfSections } from './structured-data'

/** A subject world's page: its art as the preview, its FAQ. */
export function worldHead(world: World): RouteHead {
  const faqs = faqsOfSections(worldPageSections[world.key])
  return pageHead({
    title: m.seo_world_title({ name: world.name, subject: world.subject }),
    description: m.seo_world_description({
      name: world.name,
      subject: world.subject.toLocaleLowerCase(intlLocale),
      subtitle: world.subtitle.toLocaleLowerCase(intlLocale),
    }),
    path: world.path,
    image: ogImage({ kind: 'world', world: world.key }),
    structuredData: faqs.length ? [faqPageLd(faqs)] : [],
  })
}
