import { worldPageSections } from '../../content/pages/world-sections'
import type { World } from '../../content/types'
import { intlLocale } from '../i18n/locale'
import { m } from '../paraglide/messages'
import { pageHead, type RouteHead } from './head'
import { ogImage } from './og'
import { faqPageLd, faqsOfSections } from './structured-data'

/**
 * A label as it reads inside a sentence: its first letter in lower case and the rest as written,
 * so that the proper names in it keep their capitals ('Stand on the Moon, orbit Jupiter' gives
 * 'stand on the Moon, orbit Jupiter'; 'Sciences de la Terre', 'sciences de la Terre'). A first
 * word that has another capital (an acronym, a name such as GeoVerse) stays as it is.
 */
export function inSentence(label: string, locale: string): string {
  const first = /^\p{L}[\p{L}\p{M}]*/u.exec(label)?.[0]
  if (!first || /\p{Lu}/u.test(first.slice(1))) return label
  return first.charAt(0).toLocaleLowerCase(locale) + label.slice(1)
}

/** A subject world's page: its art as the preview, its FAQ. */
export function worldHead(world: World): RouteHead {
  const faqs = faqsOfSections(worldPageSections[world.key])
  return pageHead({
    title: m.seo_world_title({ name: world.name, subject: world.subject }),
    description: m.seo_world_description({
      name: world.name,
      subject: inSentence(world.subject, intlLocale),
      subtitle: inSentence(world.subtitle, intlLocale),
    }),
    path: world.path,
    image: ogImage({ kind: 'world', world: world.key }),
    structuredData: faqs.length ? [faqPageLd(faqs)] : [],
  })
}
