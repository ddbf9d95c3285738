// The words a card needs in each language, from that language's content (content/site.ts,
// site.es.ts, …, and the same for worlds.ts), for every language of content/locales.ts.
import { baseLocale, locales, type Locale } from '../../content/locales'
import type * as englishSite from '../../content/site'
import type { World } from '../../content/types'
import type * as englishWorlds from '../../content/worlds'

type Words = { site: { tagline: string }; worlds: readonly World[]; comingSoon: string }

export const words = Object.fromEntries(
  await Promise.all(
    locales.map(async (locale) => {
      const suffix = locale === baseLocale ? '' : `.${locale}`
      const [{ site }, { worlds, comingSoonLabel }] = (await Promise.all([
        import(`../../content/site${suffix}.ts`),
        import(`../../content/worlds${suffix}.ts`),
      ])) as [typeof englishSite, typeof englishWorlds]
      return [locale, { site, worlds, comingSoon: comingSoonLabel }] as const
    }),
  ),
) as unknown as Record<Locale, Words>
