import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import DOMPurify from 'dompurify'
import { useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import { page as blogsPage } from '../../../content/pages/blogs'
import { limits } from '../../../content/site'
import { copyLinkMachine } from '../../../machines/copy-link.machine'
import { useModals } from '../../app/modal-actor'
import { Button } from '../../components/button/button'
import { ArrowLeftIcon } from '../../components/icons/icons'
import { Container } from '../../components/layout/layout'
import { PageMeta } from '../../components/shell/page-meta'
import { fetchPost, fetchPosts, type BlogPost, type BlogPostDetail } from '../../services/blog'
import {
  canShareNatively,
  copyToClipboard,
  mailtoLink,
  openShareWindow,
  shareNatively,
  shareTargets,
} from '../../services/share'
import { BannerImage, BlogCard, BlogCardPlaceholders, formatDate } from './blog-card'
import styles from './blog.module.css'
import { useResource } from './use-resource'

/** Post HTML comes from the blog service: sanitised before it is rendered, always. */
export function sanitizePostHtml(html: string) {
  // HTML only (no SVG or MathML), and no inline styles: a post needs neither.
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] })
}

/** /blogs/{slug} (spec 2, "Blog detail"): 'Loading', then the post or 'Blog not found'. */
export function BlogPostPage({ slug }: { slug: string }) {
  const post = useResource(() => fetchPost(slug))
  if (post.matches('loading')) {
    return (
      <div className={styles.status} role="status">
        <PageMeta title="Loading" description={blogsPage.description} />
        <h1>Loading</h1>
      </div>
    )
  }
  if (!post.context.data) {
    return (
      <div className={styles.status}>
        <PageMeta title="Blog not found" description={blogsPage.description} />
        <div>
          <h1>Blog not found</h1>
          <p>
            <Link to="/blogs" className={styles.back}>
              <ArrowLeftIcon size={16} /> Back to {blogsPage.heading}
            </Link>
          </p>
        </div>
      </div>
    )
  }
  return <Article post={post.context.data} />
}

function Article({ post }: { post: BlogPostDetail }) {
  const modals = useModals()
  const html = useMemo(() => sanitizePostHtml(post.content), [post.content])
  return (
    <>
      <PageMeta title={post.title} description={post.description} />
      <Container>
        <article className={styles.article}>
          <Link to="/blogs" className={styles.back}>
            <ArrowLeftIcon size={16} /> Back to {blogsPage.heading}
          </Link>
          <h1 id="page-title">{post.title}</h1>
          <p className={styles.meta}>
            Updated <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
          </p>
          <BannerImage src={post.banner} className={styles.articleBanner} eager />
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
          <ShareRow title={post.title} />
          <aside className={styles.feedback} aria-label="Feedback">
            <p>Was this article useful? Tell us what you think.</p>
            <Button
              variant="primary"
              onClick={() => modals.open('feedback', { blogTitle: post.title })}
            >
              Share your feedback
            </Button>
          </aside>
        </article>
        <Related post={post} />
      </Container>
    </>
  )
}

function ShareRow({ title }: { title: string }) {
  const pageUrl = typeof window === 'undefined' ? '' : window.location.href
  const [state, send] = useMachine(
    copyLinkMachine.provide({
      actors: { copy: fromPromise(() => copyToClipboard(window.location.href)) },
    }),
  )
  const [native] = useState(canShareNatively)
  return (
    <div className={styles.share} aria-label="Share this article" role="group">
      <button type="button" onClick={() => send({ type: 'copy.request' })}>
        Copy link
      </button>
      {shareTargets.map((target) => (
        <button
          key={target.id}
          type="button"
          onClick={() => openShareWindow(target, pageUrl, title)}
        >
          {target.label}
        </button>
      ))}
      <a className={styles.back} href={mailtoLink(pageUrl, title)}>
        E-mail
      </a>
      {native ? (
        <button type="button" onClick={() => void shareNatively(pageUrl, title).catch(() => {})}>
          Instagram and more
        </button>
      ) : null}
      <span role="status" aria-live="polite">
        {state.matches('copied')
          ? 'Link copied'
          : state.matches('failed')
            ? 'Could not copy the link'
            : ''}
      </span>
    </div>
  )
}

/** Up to 3 posts of the same category, 3 placeholders while they load, and 'View All'. */
function Related({ post }: { post: BlogPostDetail }) {
  const category = post.categories[0]?.slug ?? null
  const related = useResource<BlogPost[]>(() =>
    fetchPosts({ category, page: 1 }).then((posts) =>
      posts.filter((p) => p.slug !== post.slug).slice(0, limits.relatedBlogs),
    ),
  )
  if (related.matches('failed') || related.context.data?.length === 0) return null
  return (
    <section className={styles.article} aria-labelledby="related-heading">
      <div className={styles.tools} style={{ justifyContent: 'space-between' }}>
        <h2 id="related-heading">Related blogs</h2>
        <Link to="/blogs" className={styles.back}>
          View All
        </Link>
      </div>
      <ul className={styles.grid}>
        {related.matches('loading') ? (
          <BlogCardPlaceholders count={limits.relatedBlogPlaceholders} />
        ) : (
          related.context.data?.map((item) => (
            <li key={item.slug}>
              <BlogCard post={item} headingLevel={3} />
            </li>
          ))
        )}
      </ul>
    </section>
  )
}
