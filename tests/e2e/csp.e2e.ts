import { describe, expect, it } from 'vitest'
import { setupBrowser } from './browser'

// Every page of every browser test runs under the site's Content-Security-Policy, and any
// `securitypolicyviolation` is an error of that test (tests/e2e/browser.ts): the route sweeps
// cover every route at two widths, modals.e2e.ts every kind of modal (scheduling and video
// included). This file shows that the policy is enforced and that what it blocks is reported.
const { open } = setupBrowser()

describe('Content-Security-Policy', () => {
  it('blocks an injected inline script and reports it to /api/csp-report', async () => {
    const { page, errors } = await open('/svs')
    const reported = page.waitForRequest((request) => request.url().endsWith('/api/csp-report'))
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      const frame = document.createElement('iframe')
      frame.src = 'https://evil.example/'
      document.body.append(frame)
    })
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
      undefined,
    )
    const request = await reported
    expect((await request.response())?.status()).toBe(204)
    expect(JSON.parse(request.postData() ?? '{}')['csp-report']).toMatchObject({
      'effective-directive': expect.stringMatching(/^(script-src-elem|frame-src)$/),
    })
    await expect
      .poll(() => errors.filter((e) => e.startsWith('CSP violation:')).map((e) => e.split(' ')[2]))
      .toEqual(expect.arrayContaining(['script-src-elem', 'frame-src']))
  })
})
