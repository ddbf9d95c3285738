// @vitest-environment node
// Translated posts (docs/blog.md): content/blog/<slug>.<lang>.md, read by the same loader as the
// originals and attached to them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readPosts } from '../../server/blog/load-posts'
import { stillEnglish } from '../i18n/compare'

const original = (slug: string, extra = '') => `---
title: "Inside a leaf"
slug: ${slug}
description: "Follow light into a chloroplast."
banner: /blog/${slug}.svg
date: 2025-03-04
tags: [Biology]
categories: [teaching-guides]
${extra}---

Chlorophyll captures light.
`

const spanish = (front: string) => `---
${front}
---

La clorofila **captura** la luz.
`

const validSpanish = `translationOf: inside-a-leaf
lang: es
title: "Dentro de una hoja"
description: "Siga la luz hasta el cloroplasto."
tags: [Biología]
updated: 2025-04-01`

let dir = ''
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = ''
})

function folder(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'blog-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

describe('the loader reads translations', () => {
  it('attaches <slug>.<lang>.md to its original, with its own words and HTML', () => {
    const posts = readPosts(
      folder({
        'inside-a-leaf.md': original('inside-a-leaf'),
        'inside-a-leaf.es.md': spanish(validSpanish),
        'other-post.md': original('other-post'),
      }),
    )
    expect(posts.map((post) => post.slug)).toEqual(['inside-a-leaf', 'other-post'])
    expect(posts[0]!.translations).toEqual([
      {
        translationOf: 'inside-a-leaf',
        lang: 'es',
        title: 'Dentro de una hoja',
        description: 'Siga la luz hasta el cloroplasto.',
        tags: ['Biología'],
        updated: expect.anything(),
        body: '\nLa clorofila **captura** la luz.\n',
        html: '<p>La clorofila <strong>captura</strong> la luz.</p>\n',
      },
    ])
    expect(posts[1]!.translations).toEqual([])
  })

  it.each([
    [
      'lang: a language the site does not speak',
      'inside-a-leaf.de.md',
      validSpanish.replace('lang: es', 'lang: de'),
      /inside-a-leaf\.de\.md: lang: lang must be one of es, ar, fr/,
    ],
    [
      "lang: en, the original's language",
      'inside-a-leaf.en.md',
      validSpanish.replace('lang: es', 'lang: en'),
      /lang must be one of es, ar/,
    ],
    [
      'a file name of another language',
      'inside-a-leaf.ar.md',
      validSpanish,
      /inside-a-leaf\.ar\.md: a translation is named <translationOf>\.<lang>\.md \(inside-a-leaf\.es\.md\)/,
    ],
    [
      'translationOf: a post that does not exist',
      'no-such-post.es.md',
      validSpanish.replace('translationOf: inside-a-leaf', 'translationOf: no-such-post'),
      /no-such-post\.es\.md: translationOf names no post \(content\/blog\/no-such-post\.md\)/,
    ],
    [
      'what belongs to the original (banner, categories, dates)',
      'inside-a-leaf.es.md',
      `${validSpanish}\nbanner: /blog/other.svg`,
      /a translation has only translationOf, lang, title, description, tags and updated/,
    ],
    [
      'no title',
      'inside-a-leaf.es.md',
      validSpanish.replace(/title: .*\n/, ''),
      /inside-a-leaf\.es\.md: title: /,
    ],
  ])('refuses a translation with %s', (_, name, front, message) => {
    const files = { 'inside-a-leaf.md': original('inside-a-leaf'), [name]: spanish(front) }
    expect(() => readPosts(folder(files))).toThrow(message)
  })

  it('refuses an original that says it is in another language', () => {
    const files = { 'inside-a-leaf.md': original('inside-a-leaf', 'lang: es\n') }
    expect(() => readPosts(folder(files))).toThrow(
      /inside-a-leaf\.md: lang: an original post is in English; a translation is <slug>\.<lang>\.md/,
    )
  })
})
describe('the translated posts in content/blog', () => {
  const posts = readPosts('content/blog')
  const translated = posts.flatMap((post) =>
    (post.translations ?? []).map((translation) => ({ post, translation })),
  )

  it('has Spanish and Arabic translations', () => {
    const count = (lang: string) => translated.filter((t) => t.translation.lang === lang).length
    expect(count('es')).toBeGreaterThanOrEqual(2)
    expect(count('ar')).toBeGreaterThanOrEqual(1)
  })

  it.each(
    translated.map(
      ({ post, translation }) => [`${post.slug}.${translation.lang}`, post, translation] as const,
    ),
  )(
    '%s is complete: every heading, list item, table row and link of the original, in its language',
    (_, post, translation) => {
      const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length
      for (const pattern of [/<h2/g, /<li/g, /<tr/g, /<blockquote/g, /<a /g, /<p>/g])
        expect(count(translation.html, pattern), String(pattern)).toBe(count(post.html, pattern))
      // The same pages linked, in the same order.
      const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
      expect(links(translation.html)).toEqual(links(post.html))
      expect(translation.tags).toHaveLength(post.tags.length)
      for (const text of [translation.title, translation.description, ...translation.tags])
        expect(
          stillEnglish(text === translation.title ? post.title : '', text, translation.lang),
        ).toBe(false)
      // The text a reader sees, paragraph by paragraph (addresses and markup are not words).
      const paragraphs = (html: string) =>
        html
          .split(/<\/(?:p|li|h2|td|th)>/)
          .map((part) => part.replace(/<[^>]+>/g, ' ').trim())
          .filter(Boolean)
      const english = paragraphs(post.html)
      paragraphs(translation.html).forEach((text, i) =>
        expect(stillEnglish(english[i] ?? '', text, translation.lang), text).toBe(false),
      )
    },
  )
})
