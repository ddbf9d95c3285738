import type { FeedLoad } from '../../machines/blog-feed.machine'
import { byCount, formatNumber } from '../i18n/format'
import { m } from '../paraglide/messages'

/**
 * What the blog list's live region says once a request settles: how many posts
 * a search found, or how many more a further page brought. The service does not count a search's
 * results, so a full first page says that more may follow.
 */
export function feedAnnouncement(load: FeedLoad | null, search: string): string {
  if (!load) return ''
  const count = formatNumber(load.count)
  if (load.kind === 'more') {
    if (load.count === 0) return m.blog_announce_no_more()
    const loaded = byCount(load.count, {
      one: m.blog_announce_loaded_one,
      other: m.blog_announce_loaded_other,
    })({ count, total: formatNumber(load.total) })
    return load.hasMore ? loaded : `${loaded} ${m.blog_announce_last()}`
  }
  if (!search) {
    return load.count === 0
      ? m.blog_announce_nothing()
      : byCount(load.count, {
          one: m.blog_announce_cleared_one,
          other: m.blog_announce_cleared_other,
        })({ count })
  }
  if (load.count === 0) return m.blog_announce_no_results({ query: search })
  return load.hasMore
    ? byCount(load.count, { one: m.blog_announce_first_one, other: m.blog_announce_first_other })({
        count,
        query: search,
      })
    : byCount(load.count, { one: m.blog_announce_found_one, other: m.blog_announce_found_other })({
        count,
        query: search,
      })
}
