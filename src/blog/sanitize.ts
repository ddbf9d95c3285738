import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify'
import { baseLocale, splitLocale } from '../../content/locales'
import { localePrefix } from '../i18n/locale'

/**
 * How a post body is cleaned (checked against the hostile HTML corpus, tests/blog/hostile-html):
 * HTML only (no SVG or MathML: a post needs neither, and foreign content is where mutation XSS
 * lives), nothing that runs, and nothing that reaches outside the article:
 *   - no inline styles and no <style> elements: a style applies to the whole page (an overlay, or
 *     a background that loads from anywhere), and the build's Content-Security-Policy allows every
 *     inline style a prerendered page carries, by hash (scripts/page-hashes.ts);
 *   - no forms: nothing in a post can be submitted, to another site or through one of the page's;
 *   - ids and names get DOMPurify's `user-content-` prefix (SANITIZE_NAMED_PROPS), so that they can
 *     neither clobber a global nor take over an id of the page ('page-title', 'share-heading');
 *     the attributes that name other elements by id get the same prefix, so that they can only
 *     point inside the post;
 *   - what loads without a click (images, media, posters, backgrounds) loads from this site:
 *     a relative or site-rooted address, never another host or a data: URL.
 * And a link to a page of the site (`/BioVerse`) leads to it in the page's language
 * (`/es/BioVerse`), whichever language the post is written in.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form'],
  FORBID_ATTR: ['style', 'action', 'formaction'],
  SANITIZE_NAMED_PROPS: true,
}

const namedPropPrefix = 'user-content-'

/** Attributes whose address the browser loads without a click. */
const resourceAttributes = new Set([
  'src',
  'srcset',
  'poster',
  'background',
  'data',
  'ping',
  'imagesrcset',
])

/** Attributes that name other elements by their ids. */
const idReferences = new Set([
  'for',
  'form',
  'list',
  'headers',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
  'anchor',
  'commandfor',
  'interestfor',
  'itemref',
  'popovertarget',
])

// An address is this site's if it stays on the origin it is read against, whichever it is: the
// two bases differ in scheme, so `https:evil.example` (another host, read from an http page) and
// `//evil.example` fail as surely as `https://evil.example`.
const bases = ['http://post.invalid/blogs/post', 'https://post.invalid/blogs/post']
const isLocal = (url: string) =>
  bases.every((base) => {
    try {
      return new URL(url, base).host === 'post.invalid'
    } catch {
      return false
    }
  })

/** The addresses of a srcset: each candidate's first word (over-splitting only refuses more). */
const addressesOf = (name: string, value: string) =>
  name === 'srcset' || name === 'imagesrcset'
    ? value
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean)
    : [value]

/**
 * A link of a post to a page of this site, in the page's language: `/svs` on a Spanish page is
 * `/es/svs`. Other addresses stay as they are: another site, a file (`/blog/x.svg`), the API, one
 * already in a language, and `//host` or `/\host` (another host to a browser).
 */
export function localizeHref(href: string, prefix: string = localePrefix): string {
  if (!prefix || !/^\/(?![/\\])/.test(href)) return href
  const path = href.split(/[?#]/, 1)[0] ?? ''
  if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return href
  if (splitLocale(path).locale !== baseLocale) return href
  return path === '/' ? prefix + href.slice(1) : prefix + href
}

function createPurifier(window?: WindowLike): DOMPurify {
  const purifier = createDOMPurify(window)
  if (!purifier.isSupported) return purifier
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase()
    if (resourceAttributes.has(name)) {
      if (!addressesOf(name, data.attrValue).every(isLocal)) data.keepAttr = false
    } else if (idReferences.has(name)) {
      data.attrValue = data.attrValue
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => namedPropPrefix + id)
        .join(' ')
    } else if (name === 'usemap') {
      data.attrValue = `#${namedPropPrefix}${data.attrValue.replace(/^#/, '')}`
    }
  })
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const href = node.nodeName === 'A' ? node.getAttribute('href') : null
    if (href) node.setAttribute('href', localizeHref(href))
  })
  return purifier
}

// DOMPurify needs a DOM: the browser's, or (prerendering, without one) a window given to it.
let purifier = createPurifier(typeof window === 'undefined' ? undefined : window)

/** Prerendering: sanitise with this window's DOM (jsdom's). */
export function setSanitizerWindow(window: WindowLike) {
  purifier = createPurifier(window)
}

/** Post HTML comes from the blog service: sanitised before it is rendered, always. */
export function sanitizePostHtml(html: string) {
  if (!purifier.isSupported) throw new Error('No DOM to sanitise post HTML with')
  return purifier.sanitize(html, config)
}
