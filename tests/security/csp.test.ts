// @vitest-environment node
// The pages' Content-Security-Policy as src/security/csp.ts writes it, and the third parties it
// is written from (src/security/third-parties.ts). How the service serves it and takes reports:
// tests/server/csp.test.ts.
import { describe, expect, it } from 'vitest'
import { config } from '../../src/config'
import { contentSecurityPolicy, originOf, outsideOrigins } from '../../src/security/csp'
import { thirdParties } from '../../src/security/third-parties'

describe('the pages’ policy', () => {
  it('builds a policy without unsafe sources, from the configured third parties', () => {
    const policy = contentSecurityPolicy(
      {
        api: '',
        email: 'https://api.emailjs.com',
        geolocation: 'https://ipapi.co/json/',
        schedulingWidget: 'https://assets.calendly.com/assets/external/widget.js',
        schedulingPage: 'https://calendly.com/stemverse/demo',
      },
      { scripts: ['abc=', 'abc='], styles: [], styleAttributes: ['def='] },
    )
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    const directives = Object.fromEntries(
      policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    )
    expect(directives['default-src']).toEqual(["'none'"])
    expect(directives['script-src']).toEqual([
      "'self'",
      'https://assets.calendly.com',
      "'sha256-abc='",
    ])
    expect(directives['style-src']).toEqual([
      "'self'",
      'https://assets.calendly.com',
      "'unsafe-hashes'",
      "'sha256-def='",
    ])
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.emailjs.com',
      'https://ipapi.co',
    ])
    expect(directives['frame-src']).toEqual(['https://calendly.com'])
    for (const [name, value] of [
      ['object-src', "'none'"],
      ['base-uri', "'none'"],
      ['frame-ancestors', "'none'"],
      ['form-action', "'self'"],
      ['report-uri', '/api/csp-report'],
    ])
      expect(directives[name!]).toEqual([value])
    expect(originOf('')).toBeNull()
    expect(originOf('/relative')).toBeNull()
    expect(originOf('javascript:alert(1)')).toBeNull()
  })

  it('names each outside origin once with what it is for, and none of this origin', () => {
    const origins = outsideOrigins({
      api: '/api',
      email: '',
      geolocation: 'https://ipapi.co/json/',
      schedulingWidget: 'https://assets.calendly.com/assets/external/widget.js',
      schedulingPage: 'https://calendly.com/stemverse/demo',
    })
    expect(origins).toEqual([
      { use: 'geolocation', origin: 'https://ipapi.co', directives: ['connect-src'] },
      {
        use: 'schedulingWidget',
        origin: 'https://assets.calendly.com',
        directives: ['script-src', 'style-src'],
      },
      { use: 'schedulingPage', origin: 'https://calendly.com', directives: ['frame-src'] },
    ])
  })

  it('takes an origin from an absolute http(s) address only', () => {
    expect(originOf('https://calendly.com/stemverse/demo?x=1#y')).toBe('https://calendly.com')
    expect(originOf('HTTP://Example.COM:8080/a')).toBe('http://example.com:8080')
    expect(originOf('data:text/html,<script>')).toBeNull()
    expect(originOf('//calendly.com/x')).toBeNull()
    expect(originOf('https://')).toBeNull()
  })
})

describe('the third parties', () => {
  it('are the configuration the app reads, so that no origin is written down twice', () => {
    expect(thirdParties()).toEqual({
      api: config.VITE_API_BASE_URL,
      email: config.VITE_EMAILJS_ORIGIN,
      geolocation: config.VITE_GEOLOCATION_URL,
      schedulingWidget: config.VITE_SCHEDULING_WIDGET_URL,
      schedulingPage: config.VITE_SCHEDULING_PAGE_URL,
    })
  })
})
