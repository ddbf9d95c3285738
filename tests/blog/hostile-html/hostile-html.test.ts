// @vitest-environment node
// Hostile HTML, the quick check: every vector of the corpus through the
// service's Markdown (server/blog/load-posts.ts) and the post sanitiser as the prerender runs it
// (DOMPurify on jsdom's DOM, src/blog/safe-post.ts), then the rules of invariants.ts on the
// DOM that results, and on the DOM a browser would build from the HTML in the page. The whole
// path in Chromium is tests/e2e/hostile-html.e2e.ts.
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readPosts, renderMarkdown } from '../../../server/blog/load-posts'
import type { BlogPostDetail } from '../../../src/blog/client'
import { toSafePost } from '../../../src/blog/safe-post'
import { setSanitizerWindow } from '../../../src/blog/sanitize'
import { corpus, marker, type VectorClass } from './corpus'
import { bodyViolations, endMarker, namedPropPrefix, postMarkdown, startMarker } from './invariants'

const post: BlogPostDetail = {
  id: 1,
  title: 'Hostile',
  slug: 'hostile',
  description: 'Hostile HTML',
  banner: '/blog/default-banner.svg',
  updatedAt: '2025-01-01T00:00:00.000Z',
  tags: [],
  categories: [],
  content: '',
}

// The site's origin over http and https: `https:evil.example` is foreign only to the first.
const bases = ['http://site.test/blogs/hostile', 'https://site.test/blogs/hostile']
const markers = { start: startMarker('').trim(), end: endMarker('').trim() }

// A window of its own to parse results in, as a browser would.
const { DOMParser } = new JSDOM('').window

beforeAll(() => {
  // As scripts/prerender.ts does: DOMPurify on a jsdom window.
  setSanitizerWindow(new JSDOM('').window)
})

async function sanitised(markdown: string) {
  const safe = await toSafePost({ ...post, content: renderMarkdown(markdown) })
  return safe!.content
}

/** The body as a page shows it: inside the post's <div>, inside <article>, before its <aside>. */
function inPage(body: string) {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><head><title>Post</title></head><body><div id="root"><main>` +
      `<article><h1>Post</h1><div class="post-body">${body}</div><aside id="after">Feedback</aside>` +
      `</article></main></div><footer id="footer">Footer</footer></body></html>`,
    'text/html',
  )
  return document
}

describe('the hostile HTML corpus', () => {
  it('has at least 150 vectors, every listed class well covered, each one named in its payload', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150)
    expect(new Set(corpus.map((v) => v.id)).size).toBe(corpus.length)
    const classes: VectorClass[] = [
      'event-handler',
      'javascript-url',
      'data-url',
      'svg',
      'mathml',
      'mutation',
      'clobbering',
      'css',
      'template-noscript',
      'encoding',
      'embedding',
      'markdown',
    ]
    for (const kind of classes)
      expect(corpus.filter((v) => v.class === kind).length, kind).toBeGreaterThanOrEqual(10)
    // A leak says which vector it was: a script sets the marker to the vector's id, a load goes
    // to the evil host under it. (Some vectors can only clobber, style or hold a data: URL.)
    const silent: VectorClass[] = ['clobbering', 'css', 'data-url']
    for (const v of corpus) {
      expect(v.markdown.includes(v.id) || silent.includes(v.class), v.id).toBe(true)
      if (v.markdown.includes(marker)) expect(v.markdown, v.id).toContain(v.id)
    }
  })
})

describe('a post of hostile HTML, through the Markdown and the sanitiser', () => {
  it.for(corpus)('$id ($class)', async (vector) => {
    const body = await sanitised(postMarkdown([vector]))
    const options = { ids: [vector.id], bases, prefix: namedPropPrefix, markers }

    // The DOM the sanitiser returned, in a <div> as React sets it (the browser's render path).
    const fragment = new DOMParser().parseFromString(`<div>${body}</div>`, 'text/html').body
      .firstElementChild!
    expect(bodyViolations(fragment, options)).toEqual([])
    // Stable: parsed again, it serialises to the same HTML (no mutation between the sanitiser's
    // DOM and the browser's).
    expect(fragment.innerHTML).toBe(body)
  })

  it('keeps them apart and inside the article when they share a post, as in the page', async () => {
    const body = await sanitised(postMarkdown(corpus))
    const options = { ids: corpus.map((v) => v.id), bases, prefix: namedPropPrefix, markers }
    // The prerender's path: the body in the page's HTML, parsed with everything around it.
    const page = inPage(body)
    const postBody = page.querySelector('.post-body')!
    expect(postBody.innerHTML).toBe(body)
    expect(bodyViolations(postBody, options)).toEqual([])
    const article = page.querySelector('article')!
    expect(Array.from(article.children).map((e) => e.localName)).toEqual(['h1', 'div', 'aside'])
    expect(page.getElementById('after')!.previousElementSibling).toBe(postBody)
    expect(Array.from(page.body.children).map((e) => e.localName)).toEqual(['div', 'footer'])
    expect(page.title).toBe('Post')
    expect(Array.from(page.head.children).map((e) => e.localName)).toEqual(['title'])
  })
})

describe('a post file with U+0000 in it (enc-24)', () => {
  it('loads, the character read as U+FFFD: PostgreSQL text cannot hold it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hostile-nul-'))
    try {
      writeFileSync(
        join(dir, 'nul.md'),
        '---\ntitle: N\u0000ul\nslug: nul\ndescription: D\nbanner: /blog/x.svg\ndate: 2025-01-01\n' +
          'tags: []\ncategories: [research-and-evidence]\n---\n\n<a href="j\u0000avascript:x">A</a>\n',
      )
      const [post] = readPosts(dir)
      expect(post!.title).toBe('N\uFFFDul')
      expect(post!.body).toContain('j\uFFFDavascript')
      expect(post!.html).not.toContain('\u0000')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
