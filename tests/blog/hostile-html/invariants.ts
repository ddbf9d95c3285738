import type { HostileVector } from './corpus'

/**
 * What a sanitised post body must never contain, checked on the DOM it became: in jsdom after the
 * prerender's sanitiser (hostile-html.test.ts) and in Chromium after the whole rendering path
 * (tests/e2e/hostile-html.e2e.ts). Nothing here trusts the Content-Security-Policy.
 */

/** The prefix the sanitiser gives a post's ids and names (DOMPurify's SANITIZE_NAMED_PROPS). */
export const namedPropPrefix = 'user-content-'

/** Each vector sits between two paragraphs of its own: none may swallow, or hide, the next. */
export const startMarker = (id: string) => `hostile-html start ${id}`
export const endMarker = (id: string) => `hostile-html end ${id}`

/** The Markdown of a post made of these vectors, each between its markers. */
export function postMarkdown(vectors: readonly HostileVector[]): string {
  return vectors
    .map((v) => `${startMarker(v.id)}\n\n${v.markdown}\n\n${endMarker(v.id)}\n`)
    .join('\n')
}

export type CheckOptions = {
  /** The vectors of the body, in order. */
  ids: readonly string[]
  /** Addresses relative URLs are resolved against: every resource must stay on their origin. */
  bases: readonly string[]
  prefix: string
  markers: { start: string; end: string }
}

/**
 * Every way the body breaks the rules, as 'vector-id: what'. Self-contained (no imports, no
 * outside variables): Chromium runs it too, through page.evaluate.
 */
export function bodyViolations(body: Element, options: CheckOptions): string[] {
  const problems: string[] = []
  const html = 'http://www.w3.org/1999/xhtml'
  // Whatever the sanitiser lets through must not run, load or reach outside the post.
  const forbiddenTags = new Set(
    (
      'script style link meta base iframe frame frameset object embed applet param portal ' +
      'fencedframe form noscript svg math title xmp noembed noframes plaintext listing'
    ).split(' '),
  )
  // Attributes whose URL the browser loads (or submits to) without a click.
  const resourceAttributes = new Set(
    (
      'src srcset poster background data imagesrcset lowsrc dynsrc codebase manifest action ' +
      'formaction ping xlink:href'
    ).split(' '),
  )
  const urlAttributes = new Set([...resourceAttributes, 'href', 'cite', 'longdesc'])
  // Attributes that name other elements by id: only the post's own.
  const idReferences = new Set(
    (
      'for form list headers aria-labelledby aria-describedby aria-controls aria-owns ' +
      'aria-activedescendant aria-details aria-errormessage aria-flowto popovertarget ' +
      'commandfor interestfor anchor itemref'
    ).split(' '),
  )
  // Stricter than a URL parser reads a scheme: blanks, controls and invisible characters do not
  // count, wherever they are.
  const squash = (value: string) =>
    Array.from(value)
      .filter((char) => char.charCodeAt(0) > 0x20)
      .join('')
      .replace(
        /[\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g,
        '',
      )
      .toLowerCase()
  const local = (url: string) =>
    options.bases.every((base) => {
      try {
        return new URL(url, base).origin === new URL(base).origin
      } catch {
        return true // not a URL a browser would load
      }
    })
  const urlsOf = (name: string, value: string) =>
    name === 'srcset' || name === 'imagesrcset'
      ? value
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
          .filter(Boolean)
      : [value]

  function checkElement(element: Element, where: string) {
    const tag = element.localName
    if (element.namespaceURI !== html)
      problems.push(`${where}: <${tag}> in ${element.namespaceURI}`)
    if (forbiddenTags.has(tag)) problems.push(`${where}: <${tag}>`)
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      const value = attribute.value
      if (name.startsWith('on')) problems.push(`${where}: event handler ${name} on <${tag}>`)
      if (name === 'style') problems.push(`${where}: style="${value}" on <${tag}>`)
      if (name === 'srcdoc' || name === 'shadowrootmode' || name === 'is')
        problems.push(`${where}: ${name} on <${tag}>`)
      if (name === 'id' || name === 'name') {
        if (!value.startsWith(options.prefix))
          problems.push(`${where}: ${name}="${value}" can clobber or collide with the page's`)
      }
      if (idReferences.has(name)) {
        for (const token of value.split(/\s+/).filter(Boolean))
          if (!token.startsWith(options.prefix))
            problems.push(`${where}: ${name}="${value}" points outside the post`)
      }
      if (name === 'usemap' && !value.replace(/^#/, '').startsWith(options.prefix))
        problems.push(`${where}: usemap="${value}" points outside the post`)
      if (!urlAttributes.has(name) && !(name.endsWith(':href') || name === 'href')) continue
      const loads =
        resourceAttributes.has(name) || (name.endsWith('href') && tag !== 'a' && tag !== 'area')
      for (const url of urlsOf(name, value)) {
        const flat = squash(url)
        if (/^(javascript|vbscript|data|blob|file):/.test(flat))
          problems.push(`${where}: ${name}="${value}" on <${tag}>`)
        else if (loads && !local(url))
          problems.push(`${where}: ${name}="${value}" on <${tag}> loads from another origin`)
      }
    }
    // A template's content is a document fragment of its own: it must be as clean.
    const content = (element as HTMLTemplateElement).content
    if (tag === 'template' && content)
      for (const child of Array.from(content.children)) walk(child, where)
  }

  function walk(element: Element, where: string) {
    checkElement(element, where)
    for (const child of Array.from(element.children)) walk(child, where)
  }

  // The markers, in order, as the body's own paragraphs: nothing swallowed or moved them.
  const expected = options.ids.flatMap((id) => [
    `${options.markers.start} ${id}`,
    `${options.markers.end} ${id}`,
  ])
  const markerText = (element: Element) =>
    element.localName === 'p' && element.childElementCount === 0
      ? (element.textContent ?? '').trim()
      : ''
  const isMarker = (text: string) =>
    text.startsWith(`${options.markers.start} `) || text.startsWith(`${options.markers.end} `)
  const found = Array.from(body.children).map(markerText).filter(isMarker)
  if (found.join('\n') !== expected.join('\n')) {
    const missing = expected.filter((marker) => !found.includes(marker))
    problems.push(
      `markers out of place: ${missing.length ? `missing ${missing.join(', ')}` : found.join(', ')}`,
    )
  }

  let where = '(before the first vector)'
  for (const child of Array.from(body.children)) {
    const text = markerText(child)
    if (text.startsWith(`${options.markers.start} `)) {
      where = text.slice(options.markers.start.length + 1)
      continue
    }
    if (text.startsWith(`${options.markers.end} `)) {
      where = `(after ${text.slice(options.markers.end.length + 1)})`
      continue
    }
    walk(child, where)
  }
  return problems
}
