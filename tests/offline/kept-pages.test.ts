// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { keptPages, titleOf } from '../../src/offline/kept-pages'
import { isToWorker, workerScope, workerScript } from '../../src/offline/names'

const origin = 'https://stemverse.example'
const html = (title: string) => `<!doctype html><html><head><title>${title}</title></head></html>`

describe('the pages kept on this device', () => {
  it('names each page by its title, its character references read', () => {
    expect(titleOf(html('Grants &amp; Funding | StemVerse'))).toBe('Grants & Funding | StemVerse')
    expect(titleOf(html('It&#x27;s &quot;VR&quot; &#8212; now'))).toBe('It\'s "VR" — now')
    expect(titleOf('<title data-x="1">\n  Two\n  lines </title>')).toBe('Two lines')
    expect(titleOf('<p>no title</p>')).toBe('')
  })

  it('lists its own language’s pages once each, by title, without the offline page', () => {
    const pages = keptPages(
      [
        { url: `${origin}/svs`, html: html('StemVerse for Schools') },
        { url: `${origin}/svi`, html: html('StemVerse for Individuals') },
        { url: `${origin}/svs`, html: html('A second copy') },
        { url: `${origin}/offline`, html: html('You are offline') },
        { url: `${origin}/ar/svs`, html: html('للمدارس') },
        { url: `https://elsewhere.example/svs`, html: html('Elsewhere') },
        { url: `${origin}/grant`, html: '<p>untitled</p>' },
      ],
      'en',
      origin,
    )
    expect(pages).toEqual([
      { path: '/grant', title: '/grant' },
      { path: '/svi', title: 'StemVerse for Individuals' },
      { path: '/svs', title: 'StemVerse for Schools' },
    ])
  })

  it('lists the Arabic pages for the Arabic offline page', () => {
    const pages = keptPages(
      [
        { url: `${origin}/ar/svs`, html: html('ستيم فيرس للمدارس') },
        { url: `${origin}/ar/offline`, html: html('أنت غير متصل') },
        { url: `${origin}/svs`, html: html('For Schools') },
      ],
      'ar',
      origin,
    )
    expect(pages).toEqual([{ path: '/ar/svs', title: 'ستيم فيرس للمدارس' }])
  })

  it('names each language’s worker and scope, the more specific winning for its pages', () => {
    expect([workerScript('en'), workerScope('en')]).toEqual(['/sw.js', '/'])
    expect([workerScript('es'), workerScope('es')]).toEqual(['/es/sw.js', '/es/'])
    expect([workerScript('ar'), workerScope('ar')]).toEqual(['/ar/sw.js', '/ar/'])
  })

  it('acts only on the messages it knows', () => {
    expect(isToWorker({ type: 'skip-waiting' })).toBe(true)
    expect(isToWorker({ type: 'keep-page', url: '/svs' })).toBe(true)
    expect(isToWorker({ type: 'keep-page', url: '/svs', assets: ['/assets/a.js'] })).toBe(true)
    expect(isToWorker({ type: 'keep-page', url: '/svs', assets: [1] })).toBe(false)
    expect(isToWorker({ type: 'keep-page', url: '/svs', assets: '/assets/a.js' })).toBe(false)
    expect(isToWorker({ type: 'keep-page' })).toBe(false)
    // With what the page may load on use; the search and that code fetched ahead.
    expect(isToWorker({ type: 'keep-page', url: '/svs', assets: [], onUse: true })).toBe(true)
    expect(isToWorker({ type: 'keep-page', url: '/svs', onUse: 'yes' })).toBe(false)
    expect(isToWorker({ type: 'fetch-ahead' })).toBe(true)
    expect(isToWorker({ type: 'fetch-ahead', assets: ['/assets/a.js'] })).toBe(true)
    expect(isToWorker({ type: 'fetch-ahead', assets: [{}] })).toBe(false)
    expect(isToWorker({ type: 'flush-enquiries' })).toBe(false)
    expect(isToWorker('skip-waiting')).toBe(false)
    expect(isToWorker(null)).toBe(false)
  })
})
