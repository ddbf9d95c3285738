import type { FeedLoad } from '../../../machines/blog-feed.machine'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * What the blog list's live region says once a request settles (issue 14, item 8): how many posts
 * a search found, or how many more a further page brought. The service does not count a search's
 * results, so a full first page says that more may follow.
 */
export function feedAnnouncement(load: FeedLoad | null, search: string): string {
  if (!load) return ''
  if (load.kind === 'more') {
    if (load.count === 0) return 'No more articles.'
    const loaded = `Loaded ${plural(load.count, 'more article', 'more articles')}, ${load.total} in all.`
    return load.hasMore ? loaded : `${loaded} That is the last of them.`
  }
  if (!search) {
    return load.count === 0
      ? 'No articles to show.'
      : `Search cleared: showing the latest ${plural(load.count, 'article', 'articles')}.`
  }
  if (load.count === 0) return `No results for “${search}”.`
  const found = plural(load.count, 'result', 'results')
  return load.hasMore
    ? `Showing the first ${found} for “${search}”. Load more for the next page.`
    : `${found} for “${search}”.`
}
