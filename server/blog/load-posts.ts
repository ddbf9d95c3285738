import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import matter from 'gray-matter'
import { Marked } from 'marked'
import * as v from 'valibot'
import { blogCategories } from '../../content/blog-categories'
import type { Db } from '../db'

const categorySlugs = blogCategories.map((category) => category.slug)

const frontMatter = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be kebab-case')),
  description: v.pipe(v.string(), v.nonEmpty()),
  banner: v.pipe(v.string(), v.startsWith('/')),
  date: v.union([v.date(), v.pipe(v.string(), v.isoDate())]),
  updated: v.optional(v.union([v.date(), v.pipe(v.string(), v.isoDate())])),
  tags: v.array(v.string()),
  categories: v.pipe(v.array(v.picklist(categorySlugs)), v.minLength(1)),
})

export type PostFile = v.InferOutput<typeof frontMatter> & { body: string; html: string }

const markdown = new Marked({ gfm: true })

/** A post's Markdown as the HTML the service stores and serves (sanitised where it is shown). */
export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false })
}

/** Reads and checks every post in `dir`; a broken post stops the start with a clear message. */
export function readPosts(dir: string): PostFile[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.md'))
  return files.map((file) => {
    // U+0000 is no character a post can mean, and no text PostgreSQL can store: it reads as
    // U+FFFD, as CommonMark and HTML parsers read it.
    const { data, content } = matter(
      readFileSync(join(dir, file), 'utf8').replaceAll('\0', '\uFFFD'),
    )
    const result = v.safeParse(frontMatter, data)
    if (!result.success) {
      const problems = result.issues.map(
        (issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`,
      )
      throw new Error(`content/blog/${file}: ${problems.join('; ')}`)
    }
    if (result.output.slug !== basename(file, '.md')) {
      throw new Error(`content/blog/${file}: the slug must match the file name`)
    }
    return { ...result.output, body: content, html: renderMarkdown(content) }
  })
}

/** The key of the lock a load holds; any number, the same in every process. */
const postsLock = 4_817_216

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

/**
 * Makes the database's posts and categories match the files: new and changed posts are written,
 * posts whose file is gone are removed (with their reads). One transaction, so a reader never
 * sees half a load.
 */
export async function loadPosts(db: Db, posts: PostFile[]) {
  await db.transaction(async (tx) => {
    // Processes starting together on one PostgreSQL load one after the other, not interleaved.
    await tx.query('select pg_advisory_xact_lock($1)', [postsLock])
    for (const [position, category] of blogCategories.entries()) {
      await tx.query(
        `insert into blog_categories (slug, name, show_in_home, position) values ($1, $2, $3, $4)
         on conflict (slug) do update set name = excluded.name,
           show_in_home = excluded.show_in_home, position = excluded.position`,
        [category.slug, category.name, category.showInHome, position],
      )
    }
    for (const post of posts) {
      const [row] = await tx.query<{ id: number }>(
        `insert into blog_posts (slug, title, description, banner, body_markdown, content_html, tags,
           published_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (slug) do update set title = excluded.title,
           description = excluded.description, banner = excluded.banner,
           body_markdown = excluded.body_markdown, content_html = excluded.content_html,
           tags = excluded.tags, published_at = excluded.published_at,
           updated_at = excluded.updated_at
         returning id`,
        [
          post.slug,
          post.title,
          post.description,
          post.banner,
          post.body,
          post.html,
          post.tags,
          toDate(post.date),
          toDate(post.updated ?? post.date),
        ],
      )
      await tx.query('delete from blog_post_categories where post_id = $1', [row!.id])
      await tx.query(
        `insert into blog_post_categories (post_id, category_id)
         select $1, id from blog_categories where slug = any($2::text[])`,
        [row!.id, post.categories],
      )
    }
    await tx.query('delete from blog_posts where not (slug = any($1::text[]))', [
      posts.map((post) => post.slug),
    ])
  })
}
