import { Link, useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { page } from '../../content/pages/blogs'
import { limits } from '../../content/site'
import { createBlogFeedMachine, type FeedQuery } from '../../machines/blog-feed.machine'
import { useModals } from '../app/modal-actor'
import { Button } from '../components/button/button'
import {
  Container,
  gridListClass,
  splitHeroClass,
  splitHeroTextClass,
} from '../components/layout/layout'
import { m } from '../paraglide/messages'
import { fetchPosts, type BlogPost } from './client'
import type { BlogListData } from './loaders'
import { BlogCard, BlogCardPlaceholders } from './blog-card'
import styles from './blog.module.css'
import { feedAnnouncement } from './feed-announcement'
import { FloatingDisclosure } from '../components/disclosure/disclosure'
import { categoryLabel } from './language'
import { textLanguage } from './post-language'
import { ProductBanner } from './product-banner'

const feedMachine = createBlogFeedMachine<BlogPost>().provide({
  actors: {
    fetchPage: fromPromise(({ input }: { input: { query: FeedQuery; page: number } }) =>
      fetchPosts({ ...input.query, page: input.page }),
    ),
  },
})

export const emptyState = { heading: m.blog_empty_heading(), text: m.blog_empty_text() }

/** /blogs and /blogs/category/{slug} (docs/product.md, "Blog › List"). */
export function BlogListPage({
  category,
  search,
  data,
}: {
  category: string | null
  search: string
  data: BlogListData
}) {
  const { categories } = data
  const shownCategory = categories.find((c) => c.slug === category)
  const categoryName = categoryLabel(
    shownCategory ?? { slug: category ?? '', name: category ?? '' },
  )
  return (
    <>
      <BlogHeader latest={data.latest} />
      <Container>
        {/* Above the list, not after it: infinite scroll would keep pushing it away. */}
        <ProductBanner compact />
        <div className={styles.layout}>
          <div>
            {category ? (
              <p className={styles.banner} role="status">
                <span>
                  {m.blog_showing_category()}{' '}
                  <strong lang={categoryName.lang}>{categoryName.name}</strong>
                </span>
                <Link to="/blogs">{m.blog_view_all_articles()}</Link>
              </p>
            ) : null}
            <div className={styles.tools}>
              <SearchBox search={search} />
              <CategoryMenu>
                <CategoryLinks categories={categories} />
              </CategoryMenu>
            </div>
            {/* Another category is another feed, which starts with that category's first page. */}
            <Feed key={category ?? 'all'} query={{ category, search }} first={data.feed} />
          </div>
          <Sidebar categories={categories} trending={data.trending} />
        </div>
      </Container>
    </>
  )
}

/** 'View Categories': floats over the posts, so it closes as FloatingDisclosure does (WCAG 2.4.11). */
function CategoryMenu({ children }: { children: ReactNode }) {
  return (
    <FloatingDisclosure className={styles.categories} summary={m.blog_view_categories()}>
      {children}
    </FloatingDisclosure>
  )
}

/** The header: 'Get Notified' and the latest post (when it cannot load, the route goes to /not-found). */
function BlogHeader({ latest: post }: { latest: BlogPost | null }) {
  const modals = useModals()
  return (
    <section className={styles.header} aria-labelledby="page-title">
      <Container className={`${splitHeroClass} ${styles.headerGrid}`}>
        <div className={`${splitHeroTextClass} ${styles.headerText}`}>
          <h1 id="page-title">{page.heading}</h1>
          <p className={styles.intro}>{page.intro}</p>
          <Button variant="primary" data-opens="subscribe" onClick={() => modals.open('subscribe')}>
            {m.blog_get_notified()}
          </Button>
        </div>
        <div aria-label={m.blog_latest_article()} role="region">
          {post ? (
            <BlogCard post={post} />
          ) : (
            <div className={styles.placeholder} aria-hidden="true" />
          )}
        </div>
      </Container>
    </section>
  )
}

/** Typing updates ?search= after a pause, as a new history entry: Back returns to the last search. */
function SearchBox({ search }: { search: string }) {
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)
  const [typed, setTyped] = useState<string | null>(null)
  // The search this box last put in the address: any other that arrives came from Back or
  // Forward, and wins over what was typed (else the box would put its own back 350 ms later).
  const requested = useRef(search)

  useEffect(() => {
    if (search === requested.current) return
    requested.current = search
    setTyped(null)
    if (input.current) input.current.value = search
  }, [search])

  useEffect(() => {
    if (typed === null || typed.trim() === search) return
    const timer = window.setTimeout(() => {
      requested.current = typed.trim()
      // The page stays where it is: scrolled to the top, it would leave the box being typed in,
      // and the results, out of sight.
      void navigate({
        to: '.',
        search: { search: typed.trim() || undefined },
        resetScroll: false,
      })
    }, 350)
    return () => window.clearTimeout(timer)
  }, [typed, search, navigate])

  return (
    <div className={styles.search} role="search">
      <label htmlFor="blog-search">{m.blog_search_label()}</label>
      <input
        ref={input}
        id="blog-search"
        type="search"
        defaultValue={search}
        placeholder={m.blog_search_placeholder()}
        onChange={(event) => setTyped(event.target.value)}
      />
    </div>
  )
}

/**
 * The posts, page by page: the machine pages and searches, starting with the first page the
 * route's loader brought when it is for this query (a search typed since is the machine's).
 */
function Feed({ query, first }: { query: FeedQuery; first: BlogListData['feed'] }) {
  const seeded =
    first.posts && first.query.category === query.category && first.query.search === query.search
  const [state, send] = useMachine(feedMachine, {
    input: { query, firstPage: seeded ? (first.posts ?? undefined) : undefined },
  })
  const sentinel = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const { category, search } = query

  useEffect(() => {
    send({ type: 'feed.query', query: { category, search } })
  }, [category, search, send])

  const canLoadMore = state.matches('ready') && state.context.hasMore
  useEffect(() => {
    const target = sentinel.current
    if (!target || !canLoadMore) return
    const observer = new IntersectionObserver(
      (entries) => {
        // A visitor moving through the list with the keyboard brings its end into view as they
        // go: for them, Load more loads, and the list does not grow as they Tab through it.
        const active = document.activeElement
        const keyboardInFeed =
          !!active &&
          (target.contains(active) || !!list.current?.contains(active)) &&
          active.matches(':focus-visible')
        if (keyboardInFeed) return
        if (entries.some((entry) => entry.isIntersecting)) send({ type: 'feed.more' })
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [canLoadMore, send])

  // A page asked for with the button: focus goes to its first new post, where reading goes on; also
  // when the button goes with the last page while it has focus (focus would fall to <body>). Not
  // if the visitor has moved on meanwhile, nor for a page that scrolling brought.
  const lastLoad = state.context.lastLoad
  const buttonHadFocus = useRef(false)
  useEffect(() => {
    if (lastLoad?.kind !== 'more') return
    const active = document.activeElement
    const dropped = !active || active === document.body
    const atButton = !!active && !!sentinel.current?.contains(active)
    if (!(dropped ? buttonHadFocus.current : atButton && lastLoad.fromButton)) return
    const links = list.current?.querySelectorAll<HTMLElement>(':scope > li a[href]')
    links?.[lastLoad.count > 0 ? lastLoad.total - lastLoad.count : lastLoad.total - 1]?.focus()
  }, [lastLoad])

  // Says what a search found and what each further page brought (empty until then, also in the
  // prerendered HTML): a live region must be on the page before what it says changes.
  const announcement = (
    <p className="visually-hidden" role="status">
      {feedAnnouncement(lastLoad, state.context.query.search)}
    </p>
  )

  if (state.matches('empty')) {
    return (
      <>
        {announcement}
        <div className={styles.empty}>
          <h2>{emptyState.heading}</h2>
          <p>{emptyState.text}</p>
        </div>
      </>
    )
  }

  const loadingFirst = state.matches('loading')
  const loadingMore = state.matches('loadingMore')
  return (
    <>
      {announcement}
      <ul
        ref={list}
        className={`${gridListClass} ${styles.grid}`}
        aria-label={m.blog_articles_label()}
        aria-busy={loadingFirst || loadingMore}
      >
        {loadingFirst ? (
          <BlogCardPlaceholders count={limits.blogListPlaceholders} />
        ) : (
          state.context.posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))
        )}
      </ul>
      <div
        ref={sentinel}
        className={styles.more}
        onFocus={() => (buttonHadFocus.current = true)}
        onBlur={() => (buttonHadFocus.current = false)}
      >
        {canLoadMore || loadingMore ? (
          // aria-disabled, not disabled, while the page loads: a disabled button would lose focus.
          <Button
            variant="secondary"
            aria-disabled={loadingMore}
            onClick={() => send({ type: 'feed.more', from: 'button' })}
          >
            {loadingMore ? m.blog_loading_more() : m.blog_load_more()}
          </Button>
        ) : null}
      </div>
    </>
  )
}

function Sidebar({
  categories,
  trending,
}: {
  categories: { name: string; slug: string }[]
  trending: BlogPost[]
}) {
  return (
    <aside className={styles.sidebar} aria-label={m.blog_sidebar_label()}>
      <nav aria-labelledby="trending-heading">
        <h2 id="trending-heading">{m.blog_trending()}</h2>
        <ol>
          {trending.slice(0, limits.sidebarItems).map((post) => (
            <li key={post.slug}>
              <Link to="/blogs/$slug" params={{ slug: post.slug }} {...textLanguage(post)}>
                {post.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <nav aria-labelledby="category-heading">
        <h2 id="category-heading">{m.blog_category()}</h2>
        <CategoryLinks categories={categories.slice(0, limits.sidebarItems)} />
      </nav>
    </aside>
  )
}

function CategoryLinks({ categories }: { categories: { name: string; slug: string }[] }) {
  return (
    <ul>
      {categories.map((entry) => (
        <li key={entry.slug}>
          <Link
            to="/blogs/category/$slug"
            params={{ slug: entry.slug }}
            lang={categoryLabel(entry).lang}
          >
            {categoryLabel(entry).name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
