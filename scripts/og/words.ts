// The words a card needs in each language, from that language's content.
import type { Locale } from '../../content/locales'
import { site } from '../../content/site'
import { site as siteAr } from '../../content/site.ar'
import { site as siteEs } from '../../content/site.es'
import type { World } from '../../content/types'
import { comingSoonLabel, worlds } from '../../content/worlds'
import { comingSoonLabel as comingSoonAr, worlds as worldsAr } from '../../content/worlds.ar'
import { comingSoonLabel as comingSoonEs, worlds as worldsEs } from '../../content/worlds.es'

export const words = {
  en: { site, worlds, comingSoon: comingSoonLabel },
  es: { site: siteEs, worlds: worldsEs, comingSoon: comingSoonEs },
  ar: { site: siteAr, worlds: worldsAr, comingSoon: comingSoonAr },
} satisfies Record<
  Locale,
  { site: { tagline: string }; worlds: readonly World[]; comingSoon: string }
>
