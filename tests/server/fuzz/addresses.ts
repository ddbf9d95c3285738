import fc from 'fast-check'
import { blogCategories } from '../../../content/blog-categories'
import { paths } from '../../../content/paths'

// Addresses for the HTTP fuzz run: every endpoint of the API and the site, and the same bent with
// traversal, encoding tricks, odd slashes and case, with queries of anything.

/** Every endpoint, the API's and the built site's (fuzz/site.ts). */
export const endpoints = [
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/csp-report',
  '/api/blog',
  '/api/blog?trending=true',
  '/api/blog?search=post&p=2',
  '/api/blog/category',
  ...blogCategories.map((category) => `/api/blog/category/${category.slug}`),
  '/api/blog/post-1',
  '/api/blog/post-2',
  '/api/blog/no-such-post',
  '/api/blog/subscribe',
  '/api/waitlist',
  '/api/v1.0/email/send',
  '/api/v1.0/email/send-form',
  '/api/outbox',
  '/api',
  '/api/',
  '/api/nothing',
  ...Object.values(paths),
  '/MathVerse',
  '/blogs/post-1',
  '/blogs/post-9',
  '/blogs/category/classroom-stories',
  '/assets/index-abc123.js',
  '/assets/big-abc123.js',
  '/assets/missing.js',
  '/favicon.svg',
  '/robots.txt',
  '/index.html',
  '/shell.html',
  '/404.html',
]

/** Pieces that break paths: traversal, encodings (double, overlong, invalid), NUL, unicode. */
const nastySegments = [
  '..',
  '../',
  '..%2f',
  '..%2F',
  '%2e%2e',
  '%2e%2e%2f',
  '.%2e/',
  '%252e%252e%252f',
  '..\\',
  '..%5c',
  '....//',
  '..;/',
  '%00',
  '%0a',
  '%0d%0a',
  '%09',
  '%7f',
  '%c0%af',
  '%c0%ae%c0%ae',
  '%e0%80%af',
  '%ed%a0%80',
  '%f0%9f%98%80',
  '%ff',
  '%',
  '%%',
  '%2',
  '%zz',
  '%25',
  '%2525',
  '%252',
  '%u002e',
  '%2F',
  '%3F',
  '%23',
  ';',
  '.',
  './',
  '//',
  '~',
  'é',
  '😀',
  '\u202e',
  'ｅｔｃ',
  '%EF%BC%8F',
  '%20',
  '+',
  '@',
  ':',
  'etc/passwd',
  'server/app.ts',
  'package.json',
  '.env',
  '.git/config',
  'index.html',
  '.br',
  '.gz',
  'a'.repeat(300),
]

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastySegments) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(5000), 'é'.repeat(3000), '/'.repeat(2000)) },
)

const queryValue = fc.oneof(
  fc.constantFrom(
    '',
    '1',
    '0',
    '-1',
    '999999',
    '9999999',
    '1e3',
    '１',
    'true',
    'post',
    'photo synthesis',
    '%00',
    '%',
    '%E0%A4%A',
    '%ff',
    'a'.repeat(199),
    'a'.repeat(201),
    'é'.repeat(200),
    '😀'.repeat(100),
    "'; drop table blog_posts; --",
    '&|!():*<->',
    '\\',
    '__proto__',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }),
)
export const query = fc
  .array(
    fc.tuple(
      fc.constantFrom('search', 'p', 'trending', 'slug', '__proto__', 'constructor', 'p[]', ''),
      queryValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))

/** A real endpoint, bent a few ways. */
export const address = fc
  .tuple(
    fc.constantFrom(...endpoints),
    fc.array(
      fc.oneof(
        fc.tuple(fc.constant('insert' as const), fc.nat(), segment),
        fc.tuple(fc.constant('append' as const), fc.constant(0), segment),
        fc.tuple(fc.constant('case' as const), fc.constant(0), fc.constant('')),
        fc.tuple(fc.constant('slash' as const), fc.nat({ max: 3 }), fc.constant('')),
      ),
      { maxLength: 3 },
    ),
    query,
  )
  .map(([base, edits, search]) => {
    const [basePath = '/', baseQuery] = base.split('?')
    let path = basePath
    for (const [kind, at, text] of edits) {
      const parts = path.split('/')
      if (kind === 'insert') parts.splice(1 + (at % parts.length), 0, text)
      if (kind === 'append') parts.push(text)
      path = parts.join('/')
      if (kind === 'case') path = path.toUpperCase()
      if (kind === 'slash') path = ['/', '//', '///', '/./'][at]! + path.replace(/^\/+/, '')
    }
    if (!path.startsWith('/')) path = `/${path}`
    const q = search || (baseQuery ? `?${baseQuery}` : '')
    return path + q
  })
