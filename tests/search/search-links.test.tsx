// The site search's results are links (docs/search.md): each an <a href> to its page and section
// in the page's language, opened in the app by a plain click or by Enter on the chosen one, left
// to the browser (a new tab) by a modified click. The index is a small one built here, in each
// language, as the build builds them.
import { stemmer as frenchStemmer } from '@orama/stemmers/french'
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { localeInfo, locales, type Locale } from '../../content/locales'
import { searchCopy as en } from '../../content/pages/search'
import { searchCopy as ar } from '../../content/pages/search.ar'
import { searchCopy as es } from '../../content/pages/search.es'
import { searchCopy as fr } from '../../content/pages/search.fr'
import { ModalProvider } from '../../src/app/modal-actor'
import type { LanguageStemmers } from '../../src/search/analyse'
import { buildIndex, openIndex, type IndexedSection } from '../../src/search/engine'
import { stemmers as englishStemmers } from '../../src/search/stemmers'

// The build's language (src/i18n/locale.ts is a constant per build) and the search's words in it.
const build = vi.hoisted(() => ({ locale: 'en' as Locale }))
vi.mock('../../src/i18n/locale', async () => {
  const { localeInfo } = await import('../../content/locales')
  return {
    get locale() {
      return build.locale
    },
    get localeDir() {
      return localeInfo[build.locale].dir
    },
    get localePrefix() {
      return localeInfo[build.locale].prefix
    },
    get intlLocale() {
      return localeInfo[build.locale].intl
    },
  }
})
vi.mock('../../content/pages/search', async () => {
  const copies = {
    en: (await import('../../content/pages/search')).searchCopy,
    es: (await import('../../content/pages/search.es')).searchCopy,
    ar: (await import('../../content/pages/search.ar')).searchCopy,
    fr: (await import('../../content/pages/search.fr')).searchCopy,
  }
  return {
    get searchCopy() {
      return copies[build.locale]
    },
  }
})
// The index of the language, as the browser would load it (src/search/load.ts).
vi.mock('../../src/search/load', () => ({
  loadSiteSearch: () => Promise.resolve(indexes[build.locale]),
  keptPaths: () => Promise.resolve(new Set<string>()),
}))

const copies: Record<Locale, typeof en> = { en, es, ar, fr }
const stemmersOf: Record<Locale, LanguageStemmers> = {
  en: englishStemmers,
  es: { en: englishStemmers.en, page: spanishStemmer },
  ar: { en: englishStemmers.en },
  fr: { en: englishStemmers.en, page: frenchStemmer },
}
/** A word of each language, in a section of the BioVerse page's questions and of the home page. */
const cell: Record<Locale, string> = { en: 'cell', es: 'célula', ar: 'خلية', fr: 'cellule' }
const section = (over: Partial<IndexedSection>): IndexedSection => ({
  kind: 'page',
  path: '/',
  anchor: '',
  page: '',
  heading: '',
  text: '',
  en: '',
  ...over,
})
const indexes = Object.fromEntries(
  await Promise.all(
    locales.map(async (locale) => {
      const sections = [
        section({
          kind: 'faq',
          path: '/BioVerse',
          anchor: 'faq',
          page: 'BioVerse',
          heading: `${cell[locale]} ${cell[locale]}`,
          text: `${cell[locale]} ${cell[locale]}`,
        }),
        section({ path: '/', page: 'StemVerse', text: cell[locale] }),
      ]
      const packed = await buildIndex(locale, stemmersOf[locale], sections)
      return [locale, openIndex(locale, stemmersOf[locale], packed)]
    }),
  ),
) as Record<Locale, ReturnType<typeof openIndex>>

// jsdom lays nothing out: the chosen result is scrolled into view in the browser only.
Element.prototype.scrollIntoView ??= () => undefined

const { SearchBox } = await import('../../src/search/search-box')
const { SearchDialogBody } = await import('../../src/search/search-dialog')

/** A view in a router of the language's build (its prefix is the router's base path). */
function renderInLanguage(locale: Locale, view: ReactNode) {
  build.locale = locale
  const root = createRootRoute({ component: Outlet })
  const page = createRoute({ getParentRoute: () => root, path: '$', component: () => view })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => view })
  const prefix = localeInfo[locale].prefix
  const router = createRouter({
    routeTree: root.addChildren([home, page]),
    history: createMemoryHistory({ initialEntries: [`${prefix}/search`] }),
    ...(prefix ? { basepath: prefix } : {}),
  })
  render(
    <ModalProvider>
      <RouterProvider router={router} />
    </ModalProvider>,
  )
  return router
}

/** Types the language's word and waits for the results, the best first. */
async function search(locale: Locale) {
  const copy = copies[locale]
  const user = userEvent.setup()
  await user.type(await screen.findByRole('combobox', { name: copy.label }), cell[locale])
  const list = screen.getByRole('listbox', { name: copy.resultsLabel })
  await within(list).findAllByRole('option')
  return { user, options: within(list).getAllByRole('option') }
}

describe('the results are links', () => {
  it.each(locales)('to their page and section, in the language (%s)', async (locale) => {
    renderInLanguage(locale, <SearchBox />)
    const { options } = await search(locale)
    const prefix = localeInfo[locale].prefix
    expect(options.map((option) => option.tagName)).toEqual(['A', 'A'])
    expect(options[0]).toHaveAttribute('href', `${prefix}/BioVerse#faq`)
    expect(options[1]).toHaveAttribute('href', prefix ? `${prefix}/` : '/')
    expect(options[0]).toHaveTextContent(copies[locale].kinds.faq)
    // Reached by the arrows, not by Tab: the field keeps focus, as the combobox pattern has it.
    expect(options[0]).toHaveAttribute('tabindex', '-1')
  })

  it('a plain click opens the result in the app and closes the dialog; a modified one does not', async () => {
    const onOpen = vi.fn()
    const router = renderInLanguage('fr', <SearchBox onOpen={onOpen} />)
    const { user, options } = await search('fr')
    // Ctrl, Meta (a new tab) and Shift (a new window) are the browser's: the dialog stays.
    fireEvent.click(options[0]!, { ctrlKey: true })
    fireEvent.click(options[0]!, { metaKey: true })
    fireEvent.click(options[0]!, { shiftKey: true })
    expect(onOpen).not.toHaveBeenCalled()
    expect(router.history.location.pathname).toBe('/fr/search')
    await user.click(options[0]!)
    expect(onOpen).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(router.history.location.pathname).toBe('/fr/BioVerse'))
    expect(router.history.location.hash).toBe('#faq')
  })
})

describe('the dialog by keyboard', () => {
  it('arrows move the active result, Enter follows its link', async () => {
    const router = renderInLanguage('ar', <SearchDialogBody />)
    const box = await screen.findByRole('combobox', { name: ar.label })
    // The dialog gives its field focus as it opens.
    await vi.waitFor(() => expect(box).toHaveFocus())
    const { user, options } = await search('ar')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(box).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    // Past the last, the first; above the first, the last.
    await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id)
    await user.keyboard('{ArrowUp}')
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id)
    await user.keyboard('{ArrowUp}')
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    expect(options[1]).toHaveAttribute('aria-selected', 'false')
    expect(box).toHaveFocus()

    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(router.history.location.pathname).toBe('/ar/BioVerse'))
    expect(router.history.location.hash).toBe('#faq')
  })

  it('Enter with no result chosen follows nothing', async () => {
    const router = renderInLanguage('es', <SearchDialogBody />)
    const { user } = await search('es')
    await user.keyboard('{Enter}')
    expect(router.history.location.pathname).toBe('/es/search')
    expect(screen.getByRole('combobox', { name: es.label })).toHaveFocus()
  })
})
