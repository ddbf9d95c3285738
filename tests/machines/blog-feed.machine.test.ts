import { fromPromise } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  createBlogFeedMachine,
  type BlogFeedEvent,
  type FeedQuery,
} from '../../machines/blog-feed.machine'
import { modelActor, modelPaths, replay, type ModelPath } from './model-paths'

type Post = { slug: string }
const posts = (from: number, count: number): Post[] =>
  Array.from({ length: count }, (_, i) => ({ slug: `post-${from + i}` }))
const machine = createBlogFeedMachine<Post>()

/** Each request waits until the test answers it; `requests` lists them in order. */
function start(query: FeedQuery = { category: null, search: '' }, firstPage?: Post[]) {
  const requests: {
    query: FeedQuery
    page: number
    answer: (p: Post[]) => void
    fail: () => void
  }[] = []
  const actor = modelActor(
    machine.provide({
      actors: {
        fetchPage: fromPromise<Post[], { query: FeedQuery; page: number }>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              requests.push({
                ...input,
                answer: resolve,
                fail: () => reject(new Error('offline')),
              }),
            ),
        ),
      },
    }),
    { input: { query, firstPage } },
  ).start()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const slugs = () => actor.getSnapshot().context.posts.map((p) => p.slug)
  return { actor, requests, settle, slugs }
}

describe('blog feed machine', () => {
  it('loads page 1, then 2, 3 as asked, and a short page ends paging with its posts shown', async () => {
    const { actor, requests, settle, slugs } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    requests[0]!.answer(posts(1, 5))
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'feed.more' })
    expect(requests[1]!.page).toBe(2)
    requests[1]!.answer(posts(6, 5))
    await settle()
    actor.send({ type: 'feed.more' })
    expect(requests[2]!.page).toBe(3)
    requests[2]!.answer(posts(11, 2))
    await settle()
    expect(slugs()).toHaveLength(12)
    expect(actor.getSnapshot().context.hasMore).toBe(false)
    actor.send({ type: 'feed.more' })
    expect(requests).toHaveLength(3)
  })

  it('shows the empty state when page 1 has no posts', async () => {
    const { actor, requests, settle } = start({ category: null, search: 'quantum gravity' })
    requests[0]!.answer([])
    await settle()
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it('a failed request stops loading and paging silently, keeping what was shown', async () => {
    const { actor, requests, settle, slugs } = start()
    requests[0]!.answer(posts(1, 5))
    await settle()
    actor.send({ type: 'feed.more' })
    requests[1]!.fail()
    await settle()
    expect(actor.getSnapshot().value).toBe('stopped')
    expect(slugs()).toHaveLength(5)
    actor.send({ type: 'feed.more' })
    expect(requests).toHaveLength(2)
  })

  it('a new query restarts at page 1, and a late answer for the old one is dropped', async () => {
    const { actor, requests, settle, slugs } = start()
    actor.send({ type: 'feed.query', query: { category: 'classroom-stories', search: '' } })
    expect(requests[1]).toMatchObject({ page: 1, query: { category: 'classroom-stories' } })
    requests[1]!.answer(posts(100, 2))
    requests[0]!.answer(posts(1, 5))
    await settle()
    expect(slugs()).toEqual(['post-100', 'post-101'])
  })

  it('does not ask for more while a page is on its way', async () => {
    const { actor, requests, settle } = start()
    requests[0]!.answer(posts(1, 5))
    await settle()
    actor.send({ type: 'feed.more' })
    actor.send({ type: 'feed.more' })
    expect(requests).toHaveLength(2)
  })
})

describe('blog feed machine: what the last request brought, for the page to announce', () => {
  const lastLoad = (actor: ReturnType<typeof start>['actor']) =>
    actor.getSnapshot().context.lastLoad

  it("says nothing of the page's first query, also when it finds nothing", async () => {
    const { actor, requests, settle } = start({ category: null, search: 'cells' })
    requests[0]!.answer([])
    await settle()
    expect(actor.getSnapshot().value).toBe('empty')
    expect(lastLoad(actor)).toBeNull()
  })

  it('counts the first page of a query the visitor changed, none found included', async () => {
    const { actor, requests, settle } = start()
    requests[0]!.answer(posts(1, 5))
    await settle()
    expect(lastLoad(actor)).toBeNull()
    actor.send({ type: 'feed.query', query: { category: null, search: 'cells' } })
    expect(lastLoad(actor)).toBeNull()
    requests[1]!.answer(posts(1, 3))
    await settle()
    expect(lastLoad(actor)).toEqual({ kind: 'results', count: 3, hasMore: false })
    actor.send({ type: 'feed.query', query: { category: null, search: 'quasars' } })
    // While the new query is on its way, the last count is gone.
    expect(lastLoad(actor)).toBeNull()
    requests[2]!.answer([])
    await settle()
    expect(lastLoad(actor)).toEqual({ kind: 'results', count: 0, hasMore: false })
    actor.send({ type: 'feed.query', query: { category: null, search: 'cell' } })
    requests[3]!.answer(posts(1, 5))
    await settle()
    expect(lastLoad(actor)).toEqual({ kind: 'results', count: 5, hasMore: true })
  })

  it('counts each further page: new posts only, the total, whether it was the last', async () => {
    const { actor, requests, settle } = start()
    requests[0]!.answer(posts(1, 5))
    await settle()
    actor.send({ type: 'feed.more', from: 'button' })
    // One post of page 2 is already shown (a post published meanwhile shifts the pages).
    requests[1]!.answer([...posts(5, 1), ...posts(6, 4)])
    await settle()
    expect(lastLoad(actor)).toEqual({
      kind: 'more',
      count: 4,
      total: 9,
      hasMore: true,
      fromButton: true,
    })
    actor.send({ type: 'feed.more' })
    requests[2]!.answer(posts(10, 2))
    await settle()
    expect(lastLoad(actor)).toEqual({
      kind: 'more',
      count: 2,
      total: 11,
      hasMore: false,
      fromButton: false,
    })
  })

  it('a press of the button while a page that scrolling asked for loads makes it asked for', async () => {
    const { actor, requests, settle } = start()
    requests[0]!.answer(posts(1, 5))
    await settle()
    actor.send({ type: 'feed.more', from: 'scroll' })
    actor.send({ type: 'feed.more', from: 'scroll' })
    actor.send({ type: 'feed.more', from: 'button' })
    expect(requests).toHaveLength(2)
    requests[1]!.answer(posts(6, 1))
    await settle()
    expect(lastLoad(actor)).toMatchObject({ kind: 'more', count: 1, fromButton: true })
  })
})

describe('blog feed machine: model-based paths', () => {
  const query = { category: null, search: '' }

  /** Replays a path: a request's answer or failure stands for the model's done or error event. */
  async function replayFeed(path: ModelPath, firstPage?: Post[]) {
    const started = start(query, firstPage)
    const { actor, requests, settle } = started
    await replay(path, actor, async (event) => {
      const e = event as { type: string; output?: Post[] }
      const pending = requests.at(-1)
      // A request's answer belongs to the state that made it; elsewhere the model ignores it.
      const forState = e.type.split('.').at(-1)
      if (e.type.startsWith('xstate.') && actor.getSnapshot().value !== forState) return
      if (e.type.startsWith('xstate.done.actor')) pending?.answer(e.output ?? [])
      else if (e.type.startsWith('xstate.error.actor')) pending?.fail()
      else actor.send(event as BlogFeedEvent)
      await settle()
    })
    return started
  }

  /** Whether a press of Load more asked for, or joined, the page now loading. */
  function buttonPressedSinceAsked(path: ModelPath, initial: string) {
    let pressed = false
    let previous: unknown = initial
    for (const { event, state } of path.steps) {
      const more = event as BlogFeedEvent
      const fromButton = more.type === 'feed.more' && more.from === 'button'
      if (previous === 'ready' && state.value === 'loadingMore') pressed = fromButton
      else if (previous === 'loadingMore' && state.value === 'loadingMore') pressed ||= fromButton
      previous = state.value
    }
    return pressed
  }

  /** Invariant on every path: no post shows twice. */
  function expectNoPostTwice(actor: ReturnType<typeof start>['actor']) {
    const slugs = actor.getSnapshot().context.posts.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  }

  describe('a page loaded in the browser', () => {
    const events = [
      { type: 'feed.more' },
      { type: 'feed.query', query: { category: null, search: 'cells' } },
      { type: 'xstate.done.actor.0.blogFeed.loading', output: posts(1, 5) },
      { type: 'xstate.done.actor.0.blogFeed.loading', output: [] },
      { type: 'xstate.error.actor.0.blogFeed.loading' },
      { type: 'xstate.done.actor.0.blogFeed.loadingMore', output: posts(6, 2) },
      { type: 'xstate.error.actor.0.blogFeed.loadingMore' },
    ] as unknown as BlogFeedEvent[]
    const paths = modelPaths(machine, events, { input: { query } })

    it('covers every state', () => {
      expect(new Set(paths.map((p) => JSON.stringify(p.target)))).toEqual(
        new Set(['"loading"', '"ready"', '"loadingMore"', '"empty"', '"stopped"']),
      )
    })

    for (const path of paths) {
      it(path.description, async () => {
        const { actor, requests } = await replayFeed(path)
        expectNoPostTwice(actor)
        const { context } = actor.getSnapshot()
        if (actor.getSnapshot().matches('loadingMore')) {
          // One request for the next page, however often it was asked for meanwhile.
          expect(requests.at(-1)!.page).toBe(context.page + 1)
          // It counts as the button's when the button was pressed since it was asked for.
          expect(context.moreFromButton).toBe(buttonPressedSinceAsked(path, 'loading'))
        }
      })
    }
  })

  // A prerendered page starts with the posts its HTML shows (or its empty state) and asks for
  // no first page. Its model is small, so the Load more button is tried here: in the model
  // above it would double the states for no transition that model lacks.
  describe.each([
    { shown: 'the first page', firstPage: posts(1, 5), start: 'ready' },
    { shown: 'no posts', firstPage: [], start: 'empty' },
  ])('a prerendered page with $shown', ({ firstPage, start: startState }) => {
    const events = [
      { type: 'feed.more' },
      { type: 'feed.more', from: 'button' },
      { type: 'feed.query', query: { category: 'classroom-stories', search: '' } },
      { type: 'xstate.done.actor.0.blogFeed.loadingMore', output: posts(6, 2) },
    ] as unknown as BlogFeedEvent[]
    const paths = modelPaths(machine, events, { input: { query, firstPage } })

    it('starts where its HTML is, not loading', () => {
      const fromStart = paths.filter((p) => p.steps.length === 1)
      expect(fromStart.length).toBeGreaterThan(0)
      for (const p of fromStart) expect(p.description.startsWith(`"${startState}" --`)).toBe(true)
    })

    for (const path of paths) {
      it(path.description, async () => {
        const { actor, requests } = await replayFeed(path, firstPage)
        expectNoPostTwice(actor)
        // Page 1 of the page's own query is never asked for again: the HTML has it.
        expect(requests.filter((r) => r.page === 1 && r.query.category === null)).toEqual([])
        const { context } = actor.getSnapshot()
        if (!path.steps.some((s) => s.event.type === 'feed.query')) {
          expect(context.posts.slice(0, firstPage.length)).toEqual(firstPage)
        }
        if (actor.getSnapshot().matches('loadingMore')) {
          expect(requests.at(-1)!.page).toBe(context.page + 1)
          expect(context.moreFromButton).toBe(buttonPressedSinceAsked(path, startState))
        }
      })
    }
  })
})
