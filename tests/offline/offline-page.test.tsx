import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from '../../content/pages/offline'
import { OfflinePageView } from '../../src/offline/offline-page'
import { shownAtAttribute, standInScript } from '../../src/offline/stand-in'
import { anyFormTyped, watchTypedForms } from '../../src/offline/typed-forms'

/** A Cache Storage with one cache of pages, as the worker keeps them. */
function fakeCaches(pages: Record<string, string>) {
  const store = new Map<string, Map<string, string>>([
    ['stemverse-pages-en', new Map(Object.entries(pages))],
  ])
  return {
    has: async (name: string) => store.has(name),
    delete: async (name: string) => store.delete(name),
    open: async (name: string) => {
      const cache = store.get(name) ?? new Map<string, string>()
      return {
        keys: async () => [...cache.keys()].map((url) => ({ url })),
        match: async (request: { url: string }) => {
          const html = cache.get(request.url)
          return html === undefined ? undefined : { text: async () => html }
        },
      }
    },
  }
}

const html = (title: string) => `<html><head><title>${title}</title></head></html>`

describe('the offline page', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.documentElement.removeAttribute(shownAtAttribute)
  })

  it('says it is looking at first, as prerendered, then that this browser keeps no pages', async () => {
    render(<OfflinePageView page={page} />)
    expect(screen.getByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(page.looking)
    expect(await screen.findByText(page.unavailable)).toBeInTheDocument()
  })

  it('lists the kept pages by title, links the address asked for, and clears them', async () => {
    const origin = window.location.origin
    vi.stubGlobal(
      'caches',
      fakeCaches({
        [`${origin}/svs`]: html('StemVerse for Schools'),
        [`${origin}/svi`]: html('StemVerse for Individuals'),
        [`${origin}/offline`]: html('You are offline'),
      }),
    )
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} })
    document.documentElement.setAttribute(shownAtAttribute, '/grant')
    render(<OfflinePageView page={page} />)
    const list = await screen.findByRole('list', { name: page.keptHeading })
    const links = [...list.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['StemVerse for Individuals', '/svi'],
      ['StemVerse for Schools', '/svs'],
    ])
    expect(screen.getByRole('link', { name: page.retry })).toHaveAttribute('href', '/grant')
    // The address asked for is back in the address bar once the page has woken.
    expect(window.location.pathname).toBe('/grant')

    await userEvent.click(screen.getByRole('button', { name: page.clear }))
    expect(await screen.findByText(page.cleared)).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: page.keptHeading })).toBeNull()
  })

  it('says when no page is kept yet', async () => {
    vi.stubGlobal('caches', fakeCaches({}))
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} })
    render(<OfflinePageView page={page} />)
    expect(await screen.findByText(page.none)).toBeInTheDocument()
  })

  it('stands in at another address: its script reads the page as /offline and notes the address', () => {
    window.history.replaceState(null, '', '/grant?x=1#top')
    new Function(standInScript('/offline'))()
    expect(window.location.pathname).toBe('/offline')
    expect(document.documentElement.getAttribute(shownAtAttribute)).toBe('/grant?x=1#top')
    // At its own address it changes nothing.
    document.documentElement.removeAttribute(shownAtAttribute)
    new Function(standInScript('/offline'))()
    expect(document.documentElement.hasAttribute(shownAtAttribute)).toBe(false)
    expect(standInScript('</script>')).not.toContain('</script>')
  })
})

describe('forms holding typed text', () => {
  it('are seen as they are typed in, emptied and removed', async () => {
    const form = document.createElement('form')
    document.body.append(form)
    const heard: boolean[] = []
    const stop = watchTypedForms((typed) => heard.push(typed))
    expect(anyFormTyped()).toBe(false)
    form.toggleAttribute('data-typed', true)
    await Promise.resolve()
    expect(anyFormTyped()).toBe(true)
    form.remove()
    await Promise.resolve()
    expect(heard).toEqual([true, false])
    stop()
  })
})
