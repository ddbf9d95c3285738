import { site } from '../../../content/site'
import { deferredSection } from '../../components/deferred-section/deferred-section'
import type { HomePosts } from './blog-carousel'
import { Hero } from './hero'
import styles from './home-page.module.css'

// Below the banner, each section is a chunk of its own that wakes when it nears the viewport
// (deferred-section.tsx): the first screen wakes with nothing but the banner's code.
const Worlds = deferredSection('worlds', () => import('./worlds').then((m) => m.Worlds), {
  wake: 'near',
  className: styles.worlds,
})
const Benefits = deferredSection('benefits', () => import('./benefits').then((m) => m.Benefits), {
  wake: 'near',
  className: styles.benefits,
})
const Labs = deferredSection('labs', () => import('./labs').then((m) => m.Labs), {
  wake: 'near',
  className: styles.labs,
})
const Statistics = deferredSection(
  'statistics',
  () => import('./statistics').then((m) => m.Statistics),
  { wake: 'near', className: styles.statistics },
)
const Highlights = deferredSection(
  'highlights',
  () => import('./highlights').then((m) => m.Highlights),
  { wake: 'near', className: styles.highlights },
)
const BlogCarousel = deferredSection(
  'blog',
  () => import('./blog-carousel').then((m) => m.BlogCarousel),
  { wake: 'near', className: styles.blog },
)

// The statistics slider, or the four-card grid when the flag is off.
const evidence = () => (site.flags.homeStatisticsSlider ? Statistics : Highlights)

/** Loads every section's code: the route's loader awaits it before a render without hydration. */
export const preloadHomeSections = () =>
  Promise.all([Worlds, Benefits, Labs, evidence(), BlogCarousel].map((s) => s.preload())).then(
    () => undefined,
  )

/** The home page, top to bottom. */
export function HomePage({
  slug,
  search,
  posts,
}: {
  slug?: string
  search?: string
  /** The blog carousel's posts (null when they could not load; a promise on a visit by link). */
  posts: HomePosts
}) {
  return (
    <>
      <Hero />
      <Worlds />
      <Benefits />
      <Labs />
      {site.flags.homeStatisticsSlider ? <Statistics /> : <Highlights />}
      <BlogCarousel posts={posts} slug={slug} search={search} />
    </>
  )
}
