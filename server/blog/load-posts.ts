// The blog's Markdown (content/blog/*.md and their translations), read and checked: no database
// and no server. The service stores what this reads (store-posts.ts); the prerender reads the
// posts straight from here (catalog.ts gives them in the API's shape).
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import matter from 'gray-matter'
import { Marked } from 'marked'
import * as v from 'valibot'
import { blogCategories } from '../../content/blog-categories'
import { baseLocale, locales, type Locale } from '../../content/locales'

const categorySlugs = blogCategories.map((category) => category.slug)
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const day = v.union([v.date(), v.pipe(v.string(), v.isoDate())])

/** The languages a post may be translated into: every language of the site but the original's. */
export const translationLocales = locales.filter(
  (locale): locale is Exclude<Locale, typeof baseLocale> => locale !== baseLocale,
)
export type TranslationLocale = (typeof translationLocales)[number]

/** An original post, content/blog/<slug>.md. Originals are in English (docs/blog.md). */
const frontMatter = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  slug: v.pipe(v.string(), v.regex(slugPattern, 'slug must be kebab-case')),
  description: v.pipe(v.string(), v.nonEmpty()),
  banner: v.pipe(v.string(), v.startsWith('/')),
  date: day,
  updated: v.optional(day),
  tags: v.array(v.string()),
  categories: v.pipe(v.array(v.picklist(categorySlugs)), v.minLength(1)),
  lang: v.optional(
    v.literal(baseLocale, 'an original post is in English; a translation is <slug>.<lang>.md'),
  ),
})

/**
 * A translation, content/blog/<slug>.<lang>.md: its own words (title, description, tags, body)
 * and nothing else. The address, banner, categories and dates are the original's, so they cannot
 * drift apart; `updated` says when the translation last changed.
 */
const translationFrontMatter = v.strictObject(
  {
    translationOf: v.pipe(v.string(), v.regex(slugPattern, 'translationOf must be a post slug')),
    lang: v.picklist(translationLocales, `lang must be one of ${translationLocales.join(', ')}`),
    title: v.pipe(v.string(), v.nonEmpty()),
    description: v.pipe(v.string(), v.nonEmpty()),
    tags: v.array(v.string()),
    updated: v.optional(day),
  },
  "a translation has only translationOf, lang, title, description, tags and updated: the rest is the original post's",
)

export type PostTranslation = v.InferOutput<typeof translationFrontMatter> & {
  body: string
  html: string
}

export type PostFile = Omit<v.InferOutput<typeof frontMatter>, 'lang'> & {
  body: string
  html: string
  /** Its translations, at most one per language. */
  translations?: PostTranslation[]
}

const markdown = new Marked({ gfm: true })

/** A post's Markdown as the HTML the service stores and serves (sanitised where it is shown). */
export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false })
}

/** A translation's file: <slug>.<lang>.md (a slug has no dot, so an original's name has one). */
const translationFile = /\.[^.]+\.md$/

function parseFile<TSchema extends v.GenericSchema>(
  dir: string,
  file: string,
  schema: TSchema,
): v.InferOutput<TSchema> & { body: string; html: string } {
  // U+0000 is no character a post can mean, and no text PostgreSQL can store: it reads as
  // U+FFFD, as CommonMark and HTML parsers read it.
  const { data, content } = matter(readFileSync(join(dir, file), 'utf8').replaceAll('\0', '\uFFFD'))
  const result = v.safeParse(schema, data)
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`content/blog/${file}: ${problems.join('; ')}`)
  }
  return Object.assign(result.output as object, { body: content, html: renderMarkdown(content) })
}

/**
 * Reads and checks every post in `dir`, each original with its translations; a broken post stops
 * the start with a clear message.
 */
export function readPosts(dir: string): PostFile[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
  const posts = new Map<string, PostFile>()
  for (const file of files.filter((name) => !translationFile.test(name))) {
    const { lang: _lang, ...post } = parseFile(dir, file, frontMatter)
    if (post.slug !== basename(file, '.md')) {
      throw new Error(`content/blog/${file}: the slug must match the file name`)
    }
    posts.set(post.slug, { ...post, translations: [] })
  }
  for (const file of files.filter((name) => translationFile.test(name))) {
    const translation = parseFile(dir, file, translationFrontMatter)
    if (file !== `${translation.translationOf}.${translation.lang}.md`) {
      throw new Error(
        `content/blog/${file}: a translation is named <translationOf>.<lang>.md (${translation.translationOf}.${translation.lang}.md)`,
      )
    }
    const original = posts.get(translation.translationOf)
    if (!original) {
      throw new Error(
        `content/blog/${file}: translationOf names no post (content/blog/${translation.translationOf}.md)`,
      )
    }
    original.translations!.push(translation)
  }
  return [...posts.values()]
}
