// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { inAppPath } from '../../src/lib/follow-links'

/** A click on a link made of `html`, on the page at `at`. */
function click(html: string, at = '/svs', init: MouseEventInit = {}) {
  window.history.replaceState(null, '', at)
  document.body.innerHTML = html
  const link = document.body.querySelector('a')!
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  Object.defineProperty(event, 'target', { value: link.firstElementChild ?? link })
  return event
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('which clicks on a link the app follows itself', () => {
  it('a page of the site in the same language, with its query and hash', () => {
    expect(inAppPath(click('<a href="/grant?x=1#faq"><span>Grant</span></a>'), '')).toBe(
      '/grant?x=1#faq',
    )
    expect(inAppPath(click('<a href="/es/grant">Grant</a>', '/es/svs'), '/es')).toBe('/es/grant')
    // The page itself again, from the top.
    expect(inAppPath(click('<a href="/svs">Schools</a>'), '')).toBe('/svs')
  })

  it('not what belongs to the browser', () => {
    const none = (html: string, at?: string, init?: MouseEventInit, basepath = '') =>
      expect(inAppPath(click(html, at, init), basepath)).toBeNull()
    none('<a href="/grant">x</a>', '/svs', { ctrlKey: true })
    none('<a href="/grant">x</a>', '/svs', { button: 1 })
    none('<a href="/grant" target="_blank">x</a>')
    none('<a href="/media/BioVerse.mp4" download>x</a>')
    none('<a href="/es/svs" hreflang="es">Español</a>')
    none('<a href="/es/grant">x</a>')
    none('<a href="/grant">x</a>', '/es/svs', {}, '/es')
    none('<a href="https://example.org/">x</a>')
    none('<a href="/api/blog">x</a>')
    none('<a href="/blogs/rss.xml">x</a>')
    none('<a href="#contact">x</a>')
    none('<a href="/svs#faq">x</a>')
  })
})
