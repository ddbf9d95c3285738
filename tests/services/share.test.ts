// @vitest-environment jsdom
// The share row's ways out (src/services/share.ts): each network's share window, centred and at
// its size, the e-mail link, and the share sheet where the browser has one.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shareWindows } from '../../content/site'
import {
  canShareNatively,
  isShareCancelled,
  mailtoLink,
  openShareWindow,
  type ShareNetwork,
} from '../../src/services/share'

const page = 'https://stemverse.example/blogs/a-post?x=1&y=2'
const title = 'Dangerous chemistry & safe labs: a “risk-free” thermite?'

describe('share windows', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u='],
    ['x', 'https://twitter.com/intent/tweet?url='],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/?url='],
  ] as [ShareNetwork, string][])(
    '%s: its address with the page encoded, at its size, centred, without opener',
    (network, start) => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null)
      vi.stubGlobal('screenX', 100)
      vi.stubGlobal('screenY', 50)
      vi.stubGlobal('outerWidth', 1300)
      vi.stubGlobal('outerHeight', 900)
      openShareWindow(network, page, title)
      const [address, name, features] = open.mock.calls[0]!
      expect(String(address).startsWith(start + encodeURIComponent(page))).toBe(true)
      // The page's own query never leaks into the share address's.
      expect(String(address)).not.toContain('&y=2')
      if (network === 'x') expect(String(address)).toContain(`&text=${encodeURIComponent(title)}`)
      expect(name).toBe(`share-${network}`)
      const { width, height } = shareWindows[network]
      const left = Math.round(100 + (1300 - width) / 2)
      const top = Math.round(50 + (900 - height) / 2)
      expect(features).toBe(
        `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
      )
    },
  )

  it('never places a window off the screen’s left or top edge', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    vi.stubGlobal('screenX', 0)
    vi.stubGlobal('screenY', 0)
    vi.stubGlobal('outerWidth', 320)
    vi.stubGlobal('outerHeight', 300)
    openShareWindow('linkedin', page, title)
    expect(open.mock.calls[0]![2]).toContain('left=0,top=0,')
  })
})

describe('the e-mail link and the share sheet', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('writes the title as the subject and the title and address as the body', () => {
    const link = mailtoLink(page, title)
    const address = new URL(link)
    expect(address.protocol).toBe('mailto:')
    const params = new URLSearchParams(address.search)
    expect(params.get('subject')).toBe(title)
    expect(params.get('body')).toBe(`${title}\n\n${page}`)
  })

  it('offers the share sheet only where the browser has one', () => {
    expect(canShareNatively()).toBe(false)
    vi.stubGlobal('navigator', { ...navigator, share: () => Promise.resolve() })
    expect(canShareNatively()).toBe(true)
  })

  it('tells a closed share sheet from a failure', () => {
    expect(isShareCancelled(new DOMException('closed', 'AbortError'))).toBe(true)
    expect(isShareCancelled(new DOMException('denied', 'NotAllowedError'))).toBe(false)
    expect(isShareCancelled(new Error('AbortError'))).toBe(false)
  })
})
