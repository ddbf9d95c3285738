// The service's copy of the blog's Markdown (load-posts.ts) in its database, refreshed at start.
import { blogCategories } from '../../content/blog-categories'
import type { Db } from '../db'
import type { PostFile } from './load-posts'

/** The key of the lock a load holds; any number, the same in every process. */
const postsLock = 4_817_216

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

/**
 * Makes the database's posts and categories match the files: new and changed posts are written
 * with their translations, posts whose file is gone are removed (with their translations and
 * reads). One transaction, so a reader never sees half a load.
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
      await tx.query('delete from blog_post_translations where post_id = $1', [row!.id])
      for (const translation of post.translations ?? []) {
        await tx.query(
          `insert into blog_post_translations (post_id, lang, title, description, body_markdown,
             content_html, tags, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            row!.id,
            translation.lang,
            translation.title,
            translation.description,
            translation.body,
            translation.html,
            translation.tags,
            toDate(translation.updated ?? post.updated ?? post.date),
          ],
        )
      }
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
