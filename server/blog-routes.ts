import { Hono } from 'hono'
import { m } from '../src/paraglide/messages.js'
import type { Db } from './db'
import { fail } from './http'
import { formatNumber } from './locale'

export const pageSize = 5

type PostRow = {
  id: number
  title: string
  slug: string
  description: string
  banner: string
  tags: string[]
  categories: { name: string; slug: string }[]
  published_at: Date | string
  updated_at: Date | string
  content_html?: string
}

const iso = (value: Date | string) => new Date(value).toISOString()

function toPost(row: PostRow) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    banner: row.banner,
    tags: row.tags,
    categories: row.categories,
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    ...(row.content_html !== undefined ? { content: row.content_html } : {}),
  }
}

const postColumns = `p.id, p.title, p.slug, p.description, p.banner, p.tags, p.published_at,
  p.updated_at, coalesce((
    select json_agg(json_build_object('name', c.name, 'slug', c.slug) order by c.position)
    from blog_post_categories pc join blog_categories c on c.id = pc.category_id
    where pc.post_id = p.id), '[]'::json) as categories`

/**
 * A prefix query for Postgres full-text search from what a visitor typed, so that 'photo' finds
 * 'photosynthesis' while they type. Only letters and digits reach the query.
 */
export function toPrefixQuery(search: string): string | null {
  const words =
    search
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}

function pageNumber(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    throw fail(400, (locale) => m.api_page_number({}, { locale }))
  }
  return Number(raw)
}

const maxSearch = 200

function searchText(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  if (raw.length > maxSearch) {
    throw fail(400, (locale) =>
      m.api_search_too_long({ max: formatNumber(maxSearch, locale) }, { locale }),
    )
  }
  return raw.trim() || undefined
}

async function listPosts(db: Db, options: { search?: string; page: number; categoryId?: number }) {
  const params: unknown[] = []
  const where: string[] = []
  let rank = ''
  if (options.categoryId !== undefined) {
    params.push(options.categoryId)
    where.push(
      `exists (select 1 from blog_post_categories pc where pc.post_id = p.id and pc.category_id = $${params.length})`,
    )
  }
  if (options.search !== undefined) {
    const query = toPrefixQuery(options.search)
    if (query === null) return []
    params.push(query)
    where.push(`p.search @@ to_tsquery('english', $${params.length})`)
    rank = `ts_rank(p.search, to_tsquery('english', $${params.length})) desc, `
  }
  params.push(pageSize, (options.page - 1) * pageSize)
  const rows = await db.query<PostRow>(
    `select ${postColumns} from blog_posts p
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by ${rank}p.published_at desc, p.id desc
     limit $${params.length - 1} offset $${params.length}`,
    params,
  )
  return rows.map(toPost)
}

/** GET /api/blog..., exactly as spec section 7 lists them. */
export function blogRoutes(db: Db) {
  const app = new Hono()

  app.get('/', async (c) => {
    if (c.req.query('trending') === 'true') {
      // Most read in the last 30 days first; the newest posts fill the list while reads are few.
      const rows = await db.query<PostRow>(
        `select ${postColumns} from blog_posts p
         left join (select post_id, count(*) as reads from blog_reads
                    where read_at > now() - interval '30 days' group by post_id) r
           on r.post_id = p.id
         order by coalesce(r.reads, 0) desc, p.published_at desc, p.id desc
         limit ${pageSize}`,
      )
      return c.json(rows.map(toPost))
    }
    const search = searchText(c.req.query('search'))
    return c.json(
      await listPosts(db, { page: pageNumber(c.req.query('p')), ...(search ? { search } : {}) }),
    )
  })

  app.get('/category', async (c) => {
    const rows = await db.query<{ name: string; slug: string; show_in_home: boolean }>(
      'select name, slug, show_in_home from blog_categories order by position, name',
    )
    return c.json({
      data: rows.map((row) => ({ name: row.name, slug: row.slug, showInHome: row.show_in_home })),
    })
  })

  app.get('/category/:slug', async (c) => {
    const [category] = await db.query<{ id: number }>(
      'select id from blog_categories where slug = $1',
      [c.req.param('slug')],
    )
    if (!category) throw fail(404, (locale) => m.api_category_not_found({}, { locale }))
    const search = searchText(c.req.query('search'))
    return c.json(
      await listPosts(db, {
        page: pageNumber(c.req.query('p')),
        categoryId: category.id,
        ...(search ? { search } : {}),
      }),
    )
  })

  app.get('/:slug', async (c) => {
    const [row] = await db.query<PostRow>(
      `select ${postColumns}, p.content_html from blog_posts p where p.slug = $1`,
      [c.req.param('slug')],
    )
    if (!row) throw fail(404, (locale) => m.api_post_not_found({}, { locale }))
    await db.query('insert into blog_reads (post_id) values ($1)', [row.id])
    return c.json({ data: toPost(row) })
  })

  return app
}
