// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  fallbackFor,
  handlingOf,
  isKeepablePage,
  keptAssetHandling,
  pageKey,
  workerLocale,
  type RequestFacts,
} from '../../src/offline/routing'
import type { Locale } from '../../content/locales'

const origin = 'https://stemverse.example'
const english = { origin, locale: 'en' as Locale }
const arabic = { origin, locale: 'ar' as Locale }

const request = (path: string, facts: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts => ({
  url: new URL(path, origin),
  method: 'GET',
  mode: 'no-cors',
  destination: '',
  ...facts,
})
const page = (path: string) => request(path, { mode: 'navigate', destination: 'document' })

describe('the worker’s routing', () => {
  it('answers its own language’s pages network-first, and leaves the other languages alone', () => {
    expect(handlingOf(page('/svs'), english)).toBe('page')
    expect(handlingOf(page('/'), english)).toBe('page')
    expect(handlingOf(page('/es/svs'), english)).toBe('network')
    expect(handlingOf(page('/ar/'), english)).toBe('network')
    expect(handlingOf(page('/ar/svs'), arabic)).toBe('page')
    expect(handlingOf(page('/ar'), arabic)).toBe('page')
    expect(handlingOf(page('/svs'), arabic)).toBe('network')
    expect(handlingOf(page('/es/svs'), arabic)).toBe('network')
  })

  it('never caches videos, whatever asks for them; their posters are pictures', () => {
    expect(handlingOf(request('/media/BioVerse.mp4', { destination: 'video' }), english)).toBe(
      'network',
    )
    expect(handlingOf(request('/media/BioVerse.mp4'), english)).toBe('network')
    expect(handlingOf(request('/media/BioVerse.webm'), arabic)).toBe('network')
    expect(
      handlingOf(request('/media/BioVerse-poster.webp', { destination: 'image' }), arabic),
    ).toBe('image')
  })

  it('keeps fonts and pictures, and hashed files of its own language', () => {
    expect(handlingOf(request('/assets/inter-x1.woff2', { destination: 'font' }), english)).toBe(
      'font',
    )
    expect(handlingOf(request('/ar/assets/noto-x1.woff2'), arabic)).toBe('font')
    expect(handlingOf(request('/blog/cells.jpg', { destination: 'image' }), english)).toBe('image')
    expect(handlingOf(request('/icons/icon-192.png'), arabic)).toBe('image')
    expect(handlingOf(request('/assets/index-abc.js', { destination: 'script' }), english)).toBe(
      'asset',
    )
    expect(handlingOf(request('/ar/assets/index-abc.js'), english)).toBe('network')
    expect(handlingOf(request('/es/assets/index-abc.css'), arabic)).toBe('network')
  })

  it('leaves the API, writes and other origins to the network', () => {
    expect(handlingOf(request('/api/blog'), english)).toBe('network')
    expect(handlingOf(page('/api/health'), english)).toBe('network')
    expect(handlingOf({ ...page('/svs'), method: 'POST' }, english)).toBe('network')
    expect(
      handlingOf(
        {
          ...request('/x.png', { destination: 'image' }),
          url: new URL('https://cdn.example/x.png'),
        },
        english,
      ),
    ).toBe('network')
    expect(handlingOf(request('/robots.txt'), english)).toBe('network')
  })

  it('keeps a page under its address without query or fragment', () => {
    expect(pageKey('https://stemverse.example/blogs?search=cells#top')).toBe(
      'https://stemverse.example/blogs',
    )
    expect(pageKey(new URL('https://stemverse.example/ar/'))).toBe('https://stemverse.example/ar/')
  })

  it('keeps the pages of its own language but not the offline page itself', () => {
    expect(isKeepablePage(new URL('/svi', origin), english)).toBe(true)
    expect(isKeepablePage(new URL('/offline', origin), english)).toBe(false)
    expect(isKeepablePage(new URL('/ar/offline', origin), arabic)).toBe(false)
    expect(isKeepablePage(new URL('/ar/svi', origin), arabic)).toBe(true)
    expect(isKeepablePage(new URL('/ar/svi', origin), english)).toBe(false)
    expect(isKeepablePage(new URL('/api/blog', origin), english)).toBe(false)
  })

  it('keeps the code, styles, fonts and pictures of a kept page, of its own language only', () => {
    const kept = (path: string, worker = english) =>
      keptAssetHandling(new URL(path, origin), worker)
    expect(kept('/assets/app-1.js')).toBe('asset')
    expect(kept('/assets/app-1.css')).toBe('asset')
    expect(kept('/assets/inter-1.woff2')).toBe('font')
    expect(kept('/ar/assets/app-1.js', arabic)).toBe('asset')
    expect(kept('/ar/assets/app-1.js')).toBeNull()
    expect(kept('/assets/world-1.svg')).toBe('image')
    expect(kept('/svs')).toBeNull()
    expect(keptAssetHandling(new URL('https://elsewhere.example/assets/x.js'), english)).toBeNull()
  })

  it('stands in the offline page of its language for a page, and nothing for the rest', () => {
    expect(fallbackFor('page', 'en')).toBe('/offline')
    expect(fallbackFor('page', 'es')).toBe('/es/offline')
    expect(fallbackFor('page', 'ar')).toBe('/ar/offline')
    expect(fallbackFor('image', 'en')).toBeNull()
    expect(fallbackFor('network', 'ar')).toBeNull()
  })

  it('reads its language from its scope', () => {
    expect(workerLocale('https://stemverse.example/')).toBe('en')
    expect(workerLocale('https://stemverse.example/es/')).toBe('es')
    expect(workerLocale('https://stemverse.example/ar/')).toBe('ar')
  })
})
