import { Hono } from 'hono'
import { baseLocale, isLocale, locales, type Locale } from '../content/locales'
import { m } from '../src/paraglide/messages.js'
import type { Context } from 'hono'
import { inLanguage, pageSize } from './blog/catalog'
import { readCountDays, readCounter, utcDay, type ReadCounterOptions } from './blog/reads'
import type { Db } from './db'
import { describeError } from './error-log'
import { fail } from './http'
import { formatNumber } from './locale'

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
  lang: Locale
  languages: Locale[]
  content_html?: string
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** A post as the API gives it, its categories named in the language asked for (`?lang=`). */
function toPost(row: PostRow, lang: Locale) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    banner: row.banner,
    tags: row.tags,
    categories: row.categories.map((category) => inLanguage(category, lang)),
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    // The language of this title, description and content; and every language the post is in.
    lang: row.lang,
    languages: [...row.languages].sort((a, b) => locales.indexOf(a) - locales.indexOf(b)),
    ...(row.content_html !== undefined ? { content: row.content_html } : {}),
  }
}

/**
 * A post's columns in the language asked for: `t` is its translation into that language (left
 * joined by `fromPosts`), and the English original stands in for a post without one. `lang` says
 * which it is.
 */
const postColumns = `p.id, coalesce(t.title, p.title) as title, p.slug,
  coalesce(t.description, p.description) as description, p.banner, coalesce(t.tags, p.tags) as tags,
  p.published_at, coalesce(t.updated_at, p.updated_at) as updated_at,
  coalesce(t.lang, '${baseLocale}') as lang,
  array['${baseLocale}'] || array(select x.lang from blog_post_translations x
    where x.post_id = p.id order by x.lang) as languages,
  coalesce((
    select json_agg(json_build_object('name', c.name, 'slug', c.slug) order by c.position)
    from blog_post_categories pc join blog_categories c on c.id = pc.category_id
    where pc.post_id = p.id), '[]'::json) as categories`

/** The posts, each with its translation into the language in parameter $1 (if it has one). */
const fromPosts = `blog_posts p
  left join blog_post_translations t on t.post_id = p.id and t.lang = $1`

/** `?lang=`: the language to give the posts in; English when absent. */
function language(raw: string | undefined): Locale {
  if (raw === undefined || raw === '') return baseLocale
  if (!isLocale(raw))
    throw fail(400, (locale) => m.api_lang_invalid({ list: locales.join(', ') }, { locale }))
  return raw
}

/**
 * A prefix query for Postgres full-text search from what a visitor typed, so that 'photo' finds
 * 'photosynthesis' while they type. Only letters (with their marks: Arabic vowel signs, combining
 * accents) and digits reach the query.
 */
export function toPrefixQuery(search: string): string | null {
  const words =
    search
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu)
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

async function listPosts(
  db: Db,
  options: { lang: Locale; search?: string; page: number; categoryId?: number },
) {
  const params: unknown[] = [options.lang]
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
    // What the visitor reads is what is searched: a translation in its language's stemming, an
    // English original in English.
    const q = `$${params.length}`
    const english = `to_tsquery('english', ${q})`
    const translated = `to_tsquery(blog_search_config($1), ${q})`
    where.push(
      `(t.post_id is null and p.search @@ ${english} or t.post_id is not null and t.search @@ ${translated})`,
    )
    rank = `ts_rank(coalesce(t.search, p.search), case when t.post_id is null then ${english} else ${translated} end) desc, `
  }
  params.push(pageSize, (options.page - 1) * pageSize)
  const rows = await db.query<PostRow>(
    `select ${postColumns} from ${fromPosts}
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by ${rank}p.published_at desc, p.id desc
     limit $${params.length - 1} offset $${params.length}`,
    params,
  )
  return rows.map((row) => toPost(row, options.lang))
}

/** GET /api/blog... (docs/product.md, "Blog › API rules"). */
export type BlogRoutesOptions = ReadCounterOptions & {
  /** Who is asking, as one visitor for limits and counts (server/client-address.ts visitorKey). */
  visitor: (c: Context) => string
}

export function blogRoutes(db: Db, options: BlogRoutesOptions) {
  const app = new Hono()
  const now = options.now ?? Date.now
  const reads = readCounter(db, options)

  app.get('/', async (c) => {
    const lang = language(c.req.query('lang'))
    if (c.req.query('trending') === 'true') {
      // Most read in the last readCountDays days, today included (in any language, each
      // reader once a day); the newest posts fill the list while reads are few.
      const since = utcDay(now() - (readCountDays - 1) * 24 * 60 * 60 * 1000)
      const rows = await db.query<PostRow>(
        `select ${postColumns} from ${fromPosts}
         left join (select post_id, sum(reads) as reads from blog_read_counts
                    where day >= $2::date group by post_id) r
           on r.post_id = p.id
         order by coalesce(r.reads, 0) desc, p.published_at desc, p.id desc
         limit ${pageSize}`,
        [lang, since],
      )
      return c.json(rows.map((row) => toPost(row, lang)))
    }
    const search = searchText(c.req.query('search'))
    return c.json(
      await listPosts(db, {
        lang,
        page: pageNumber(c.req.query('p')),
        ...(search ? { search } : {}),
      }),
    )
  })

  app.get('/category', async (c) => {
    const lang = language(c.req.query('lang'))
    const rows = await db.query<{ name: string; slug: string; show_in_home: boolean }>(
      'select name, slug, show_in_home from blog_categories order by position, name',
    )
    return c.json({
      data: rows.map((row) => ({
        ...inLanguage({ name: row.name, slug: row.slug }, lang),
        showInHome: row.show_in_home,
      })),
    })
  })

  app.get('/category/:slug', async (c) => {
    const lang = language(c.req.query('lang'))
    const [category] = await db.query<{ id: number }>(
      'select id from blog_categories where slug = $1',
      [c.req.param('slug')],
    )
    if (!category) throw fail(404, (locale) => m.api_category_not_found({}, { locale }))
    const search = searchText(c.req.query('search'))
    return c.json(
      await listPosts(db, {
        lang,
        page: pageNumber(c.req.query('p')),
        categoryId: category.id,
        ...(search ? { search } : {}),
      }),
    )
  })

  app.get('/:slug', async (c) => {
    const lang = language(c.req.query('lang'))
    const [row] = await db.query<PostRow>(
      `select ${postColumns}, coalesce(t.content_html, p.content_html) as content_html
       from ${fromPosts} where p.slug = $2`,
      [lang, c.req.param('slug')],
    )
    if (!row) throw fail(404, (locale) => m.api_post_not_found({}, { locale }))
    // The post is served even if its read cannot be counted: counting is not what was asked for.
    await reads.count(options.visitor(c), row.id).catch((error: unknown) => {
      console.error(`Counting a read of a post failed: ${describeError(error).split('\n')[0]}`)
    })
    return c.json({ data: toPost(row, lang) })
  })

  return app
}
