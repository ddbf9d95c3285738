import { localizePath } from '../../content/locales'
import { locale } from '../i18n/locale'
import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useSyncExternalStore, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { page as blogsPage, postPage } from '../../content/pages/blogs'
import { copyLinkMachine } from '../../machines/copy-link.machine'
import { useModals } from '../app/modal-actor'
import { Button } from '../components/button/button'
import {
  ArrowLeftIcon,
  CheckIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  LinkIcon,
  MailIcon,
  XIcon,
} from '../components/icons/icons'
import { Container, gridListClass } from '../components/layout/layout'
import { formatDate } from '../i18n/format'
import { m } from '../paraglide/messages'
import type { BlogPost } from './client'
import type { BlogPostData } from './loaders'
import type { SafePost } from './safe-post'
import {
  canShareNatively,
  copyToClipboard,
  isShareCancelled,
  mailtoLink,
  openShareWindow,
  shareNatively,
  type ShareNetwork,
} from '../services/share'
import { BannerImage, BlogCard } from './blog-card'
import { EnglishOnlyNote, PostTranslations, textLanguage } from './post-language'
import { ProductBanner } from './product-banner'
import styles from './blog.module.css'

const backToBlog = m.blog_back_to({ name: blogsPage.heading })

/** /blogs/{slug}: the post, or 'Blog not found' ('Loading' is the route's while it loads). */
export function BlogPostPage({ post, related }: BlogPostData) {
  if (!post) {
    return (
      <div className={styles.status}>
        <div>
          <h1>{m.blog_not_found()}</h1>
          <p>
            <Link to="/blogs" className={styles.back}>
              <ArrowLeftIcon size={16} /> {backToBlog}
            </Link>
          </p>
        </div>
      </div>
    )
  }
  return <Article post={post} related={related} />
}

/** While the post is on its way. */
export function PostLoading() {
  return (
    <div className={styles.status} role="status">
      <h1>{m.loading()}</h1>
    </div>
  )
}

function Article({ post, related }: { post: SafePost; related: BlogPost[] }) {
  const modals = useModals()
  // An English-only post on a Spanish or Arabic page: its title and body say they are English.
  const text = textLanguage(post)
  return (
    <>
      <Container>
        <article className={styles.article}>
          <Link to="/blogs" className={styles.back}>
            <ArrowLeftIcon size={16} /> {backToBlog}
          </Link>
          <h1 id="page-title" {...text}>
            {post.title}
          </h1>
          <EnglishOnlyNote post={post} />
          <PostTranslations post={post} />
          <p className={styles.meta}>
            {m.blog_updated()} <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
          </p>
          <BannerImage
            src={post.banner}
            className={styles.articleBanner}
            eager
            fallbackAlt={postPage.defaultBannerAlt}
          />
          <div
            className={styles.body}
            {...text}
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
          <aside className={styles.feedback} aria-label={m.blog_feedback_label()}>
            <p>{m.blog_feedback_prompt()}</p>
            <Button
              variant="primary"
              data-opens="feedback"
              onClick={() => modals.open('feedback', { blogTitle: post.title })}
            >
              {m.blog_feedback_button()}
            </Button>
          </aside>
          <ShareRow slug={post.slug} title={post.title} />
          <ProductBanner />
        </article>
        <Related related={related} />
      </Container>
    </>
  )
}

/** The post's own address, for sharing (its canonical path on this origin). Browser only. */
const postUrlOf = (slug: string) =>
  new URL(localizePath(`/blogs/${slug}`, locale), window.location.origin).href

const noSubscription = () => () => {}

/** The post's address for rendering (the e-mail link): empty in static HTML. */
const usePostUrl = (slug: string) =>
  useSyncExternalStore(
    noSubscription,
    () => postUrlOf(slug),
    () => '',
  )

const networkIcons: Record<ShareNetwork, ReactNode> = {
  facebook: <FacebookIcon size={20} />,
  x: <XIcon size={20} />,
  linkedin: <LinkedInIcon size={20} />,
}

/**
 * Share icons (docs/product.md, "Blog › Post"): Facebook, Instagram, X and LinkedIn, e-mail and 'Copy link'. No share
 * counts: the networks no longer give them, and a row of zeros helps nobody. Instagram has no web
 * share address: where the browser has the Web Share API (phones) it opens the share sheet;
 * elsewhere the link is copied and the confirmation says to paste it into Instagram.
 */
function ShareRow({ slug, title }: { slug: string; title: string }) {
  const copy = postPage.share
  const postUrl = usePostUrl(slug)
  const [state, send] = useMachine(
    copyLinkMachine.provide({
      actors: { copy: fromPromise(() => copyToClipboard(postUrlOf(slug))) },
    }),
  )
  const copyForInstagram = () => send({ type: 'copy.request', forInstagram: true })
  const shareToInstagram = () => {
    // Asked on the click, so only ever in the browser, after the app has taken the page over.
    if (!canShareNatively()) return copyForInstagram()
    shareNatively(postUrlOf(slug), title).catch((error: unknown) => {
      if (!isShareCancelled(error)) copyForInstagram()
    })
  }
  const networkButton = (network: ShareNetwork) => (
    <li key={network}>
      <button
        type="button"
        className={styles.shareIcon}
        aria-label={copy.networks[network]}
        title={copy.networks[network]}
        onClick={() => openShareWindow(network, postUrlOf(slug), title)}
      >
        {networkIcons[network]}
      </button>
    </li>
  )
  const confirmation = state.matches('copied')
    ? state.context.forInstagram
      ? copy.copiedForInstagram
      : copy.copied
    : state.matches('failed')
      ? copy.copyFailed
      : ''
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.shareHeading}>
        {copy.heading}
      </h2>
      <ul className={styles.shareList}>
        {networkButton('facebook')}
        <li>
          <button
            type="button"
            className={styles.shareIcon}
            aria-label={copy.networks.instagram}
            title={copy.networks.instagram}
            onClick={shareToInstagram}
          >
            <InstagramIcon size={20} />
          </button>
        </li>
        {networkButton('x')}
        {networkButton('linkedin')}
        <li>
          <a
            className={styles.shareIcon}
            href={mailtoLink(postUrl, title)}
            aria-label={copy.networks.email}
            title={copy.networks.email}
          >
            <MailIcon size={20} />
          </a>
        </li>
        <li>
          <button
            type="button"
            className={styles.copyLink}
            onClick={() => send({ type: 'copy.request' })}
          >
            <LinkIcon size={18} />
            {copy.copyLink}
          </button>
        </li>
      </ul>
      <p
        role="status"
        className={styles.shareStatus}
        data-tone={state.matches('failed') ? 'error' : undefined}
      >
        {confirmation ? (
          <>
            {state.matches('copied') ? <CheckIcon size={16} /> : null}
            {confirmation}
          </>
        ) : null}
      </p>
    </section>
  )
}

/** Up to 3 posts of the same category and 'View All'; nothing when there are none. */
function Related({ related }: { related: BlogPost[] }) {
  if (related.length === 0) return null
  return (
    <section className={styles.article} aria-labelledby="related-heading">
      <div className={styles.tools} style={{ justifyContent: 'space-between' }}>
        <h2 id="related-heading">{m.blog_related()}</h2>
        <Link to="/blogs" className={styles.back}>
          {m.blog_view_all()}
        </Link>
      </div>
      <ul className={`${gridListClass} ${styles.grid}`}>
        {related.map((item) => (
          <li key={item.slug}>
            <BlogCard post={item} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
