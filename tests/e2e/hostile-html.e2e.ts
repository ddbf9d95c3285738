// Hostile HTML, the whole rendering path in Chromium. The corpus
// (tests/blog/hostile-html/corpus.ts) is written as blog posts, Markdown files with front
// matter, and goes where a real post goes:
//   - the service: read with its own loader (readPosts: gray-matter, marked), loaded into a
//     database of its own (PGlite, in this process) and served by the service's own app
//     (createApp, on the built site in dist/): the API and, for a post the build did not know,
//     the app's shell with its Content-Security-Policy;
//   - the prerender: each post page rendered by the SSR bundle (dist-ssr/entry-prerender.js), its
//     body sanitised with DOMPurify on jsdom, the page put together and given its policy exactly
//     as the build does (scripts/prerender-page.ts, scripts/page-hashes.ts), then hydrated;
//   - the browser: the shell renders the post from the API, DOMPurify running in Chromium.
// Chromium asks this origin for the pages and the API as for any other address: page.route
// answers them from the service and the prerender above, everything else from the site's
// service (tests/e2e/global-setup.ts). Anything for another origin is recorded and refused.
//
// Each page is checked with the policy as the service sends it, where anything the policy had to
// block counts as a failure, and the prerendered pages once more with no policy at all: the
// sanitiser alone must hold. In both, no script runs (the corpus's marker stays unset), nothing
// loads from another origin, the page stays where it is, and the post's DOM keeps the rules of
// tests/blog/hostile-html/invariants.ts, every vector between its own markers.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postPage } from '../../content/pages/blogs'
import { pageHashes } from '../../scripts/page-hashes'
import { pageDocument, pageKit, routeAssets } from '../../scripts/prerender-page'
import { createApp } from '../../server/app'
import { blogCatalog } from '../../server/blog/catalog'
import { readPosts } from '../../server/blog/load-posts'
import { loadPosts } from '../../server/blog/store-posts'
import { openPglite, type Db } from '../../server/db'
import { migrate } from '../../server/migrate'
import type * as Entry from '../../src/entry-prerender'
import { corpus, evilHost, marker, type HostileVector } from '../blog/hostile-html/corpus'
import {
  bodyViolations,
  endMarker,
  namedPropPrefix,
  postMarkdown,
  startMarker,
} from '../blog/hostile-html/invariants'
import { setupBrowser, url } from './browser'

const pages = setupBrowser()

// Two posts of about 140 vectors (each page costs a second or two): every vector sits between its
// own markers and is checked on its own, so one that broke out could not hide another.
const batchSize = Math.ceil(corpus.length / 2)
const batches: HostileVector[][] = []
for (let i = 0; i < corpus.length; i += batchSize) batches.push(corpus.slice(i, i + batchSize))
const slugOf = (batch: number) => `hostile-html-${batch + 1}`
// A post with nothing hostile in it: the page as it must look around any post.
const plainSlug = 'hostile-html-plain'

// DOMPurify parses the post as it arrives, in an inert document that shares the page's policy:
// Chromium reports the handlers, styles and <base> it meets there as blocked, before DOMPurify
// removes them (the reports name the sanitiser's own chunk). Nothing of that document ever runs
// or is shown; anything blocked in the page itself is reported from elsewhere, and fails the test.
const sanitiserParsing = /\(\S+\/assets\/sanitize-[\w-]+\.js:\d+\)/

type Served = { status: number; headers: Record<string, string>; body: Buffer }
type Mode = { path: 'prerender' | 'shell'; policy: boolean }

let db: Db
let service: ReturnType<typeof createApp>
const prerendered = new Map<string, Served>()
let restoreNodeEnv: () => void = () => {}

beforeAll(async () => {
  // The posts, as files the service reads.
  const dir = mkdtempSync(join(tmpdir(), 'hostile-html-'))
  const write = (slug: string, title: string, body: string) =>
    writeFileSync(
      join(dir, `${slug}.md`),
      `---\ntitle: ${title}\nslug: ${slug}\ndescription: Hostile HTML, to be rendered harmless\n` +
        `banner: /blog/default-banner.svg\ndate: 2025-01-01\ntags: []\n` +
        `categories: [research-and-evidence]\n---\n\n${body}`,
    )
  batches.forEach((batch, index) =>
    write(slugOf(index), `Hostile HTML ${index + 1}`, postMarkdown(batch)),
  )
  write(
    plainSlug,
    'Hostile HTML, none',
    postMarkdown([{ id: 'plain', class: 'markdown', markdown: 'Plain.' }]),
  )
  const posts = readPosts(dir)
  rmSync(dir, { recursive: true, force: true })

  db = await openPglite(undefined)
  await migrate(db)
  await loadPosts(db, posts)
  service = createApp({
    db,
    allowedOrigins: [],
    rateLimit: { windowMs: 60_000, limit: Number.MAX_SAFE_INTEGER },
    distDir: 'dist',
  })

  // The prerender, as scripts/prerender.ts runs it: React's production build, DOMPurify on jsdom.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  restoreNodeEnv = () => {
    process.env.NODE_ENV = nodeEnv
  }
  const entry = (await import(
    pathToFileURL(resolve('dist-ssr', 'entry-prerender.js')).href
  )) as typeof Entry
  entry.setSanitizerWindow(new JSDOM('').window)
  const blog = blogCatalog(posts, 'en')
  // After the build, dist/shell.html is the template every page was put together in.
  const template = readFileSync('dist/shell.html', 'utf8')
  const assetsOf = routeAssets('dist')
  const kit = pageKit('dist', '/', { adjustCss: (css) => css, lateCss: [], lateFonts: [] })
  for (const slug of [...batches.map((_, index) => slugOf(index)), plainSlug]) {
    const page = await entry.render(`/blogs/${slug}`, blog)
    expect(page.status).toBe(200)
    const html = await pageDocument(template, page, assetsOf(page.routeId), kit)
    const policy = entry.contentSecurityPolicy(entry.thirdParties(), pageHashes(html))
    prerendered.set(`/blogs/${slug}`, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy },
      body: Buffer.from(html),
    })
  }
}, 120_000)

afterAll(async () => {
  restoreNodeEnv()
  await db?.close()
})

/** The service's answer to what Chromium asked (a page or the blog's API: GETs), in this process. */
async function fromService(route: Route): Promise<Served> {
  const request = route.request()
  const headers = { ...request.headers() }
  delete headers['accept-encoding'] // answered as they are, not compressed
  const response = await service.fetch(
    new Request(request.url(), { method: request.method(), headers }),
  )
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  }
}

type Visit = {
  page: Page
  errors: string[]
  /** Every request for another origin, refused. */
  foreign: string[]
  /** Where the main frame went after it loaded. */
  navigations: string[]
  /** True once the post, the related posts and the network have come to rest. */
  settled: true | string
}

// One page for all the visits (a fresh page and context for each would cost a second or two more
// a visit on a busy machine); what it meets is recorded for the visit under way.
const network = { inFlight: 0, since: performance.now() }
let current = { path: '', mode: { path: 'shell', policy: true } as Mode, foreign: [] as string[] }
let navigations: string[] | null = null

async function prepare(page: Page) {
  const origin = new URL(url('/')).origin
  // Before any script: the marker the corpus's scripts set, and the dialogs they could open,
  // record what reaches them. (Every frame gets these, srcdoc frames included.)
  await page.addInitScript((name) => {
    const hits: string[] = []
    Object.defineProperty(window, '__hostileHits', { value: hits })
    Object.defineProperty(window, name, {
      get: () => undefined,
      set: (value: unknown) => void hits.push(String(value)),
    })
    for (const dialog of ['alert', 'confirm', 'prompt', 'print'] as const)
      Object.defineProperty(window, dialog, {
        value: (...args: unknown[]) => void hits.push(`${dialog}(${args.join(', ')})`),
      })
  }, marker)
  const settle = (change: number) => () => {
    network.inFlight += change
    network.since = performance.now()
  }
  page.on('request', settle(1))
  page.on('requestfinished', settle(-1))
  page.on('requestfailed', settle(-1))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations?.push(frame.url())
  })
  await page.route('**/*', async (route) => {
    const { path, mode, foreign } = current
    const address = new URL(route.request().url())
    if (address.origin !== origin) {
      foreign.push(address.href)
      // The page's own third party (the visitor's country) is answered by browser.ts.
      return /ipapi\.co$/.test(address.hostname) ? route.fallback() : route.abort()
    }
    const document = route.request().resourceType() === 'document'
    let served: Served | undefined
    if (document && address.pathname === path && mode.path === 'prerender')
      served = prerendered.get(path)
    else if (address.pathname.startsWith('/api/blog') || (document && address.pathname === path))
      served = await fromService(route)
    if (!served) return route.fallback()
    const headers = { ...served.headers }
    if (!mode.policy) delete headers['content-security-policy']
    return route.fulfill({ status: served.status, headers, body: served.body })
  })
}

async function visit(slug: string, mode: Mode): Promise<Visit> {
  current = { path: `/blogs/${slug}`, mode, foreign: [] }
  navigations = null
  const { foreign } = current
  const { page, errors } = await pages.visit(current.path, { prepare })
  // From here on the page must stay where it is.
  navigations = []
  // The post, and the related posts after it (they are the last thing the page loads); then
  // whatever the post could load has been asked for, and has failed or not: the network is quiet.
  // A page that never gets there is a finding too: it is reported with the rest.
  let settled: true | string = true
  try {
    // A guard against a page that never settles, not a measure of how fast it does.
    const timeout = 60_000
    await page.getByRole('heading', { name: postPage.share.heading }).waitFor({ timeout })
    await page.getByRole('heading', { name: 'Related blogs' }).waitFor({ timeout })
    await expect.poll(() => page.getByTestId('blog-placeholder').count(), { timeout }).toBe(0)
    await expect
      .poll(() => network.inFlight === 0 && performance.now() - network.since > 300, { timeout })
      .toBe(true)
  } catch (error) {
    settled = `the page did not settle: ${String(error).split('\n')[0]}`
  }
  return { page, errors, foreign, navigations: navigations ?? [], settled }
}

/**
 * The page around the post: for the post's body (the element React put the sanitised HTML in,
 * the parent of the markers) and each of its ancestors, its parent's children; and whatever of
 * the corpus shows outside the body: a marker, the evil host, the marker global. (The inline
 * scripts' text is left out: the router's state carries the post, as text.)
 */
function surroundings(page: Page, needles: string[]) {
  return page.evaluate((needles) => {
    const body = Array.from(document.querySelectorAll('article p')).find((p) =>
      (p.textContent ?? '').startsWith('hostile-html start '),
    )?.parentElement
    if (!body) return { ancestors: ['no post body'], outside: [] }
    const ancestors: string[] = []
    for (let element: Element = body; element.parentElement; element = element.parentElement) {
      const siblings = Array.from(element.parentElement.children).map((child) =>
        child === element ? `(${child.localName})` : child.localName,
      )
      ancestors.push(`${element.parentElement.localName}: ${siblings.join(' ')}`)
    }
    const outside: string[] = []
    const walker = document.createTreeWalker(
      document.documentElement,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    )
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (body.contains(node)) continue
      const texts =
        node instanceof Element
          ? Array.from(node.attributes).map((a) => `<${node.localName} ${a.name}="${a.value}">`)
          : node.parentElement?.localName === 'script'
            ? []
            : [node.textContent ?? '']
      for (const text of texts)
        if (needles.some((needle) => text.includes(needle))) outside.push(text.slice(0, 200))
    }
    return { ancestors, outside }
  }, needles)
}

async function postBodyOf(page: Page) {
  const handle = await page.evaluateHandle(
    () =>
      Array.from(document.querySelectorAll('article p')).find((p) =>
        (p.textContent ?? '').startsWith('hostile-html start '),
      )?.parentElement ?? null,
  )
  const element = handle.asElement()
  if (!element) throw new Error('No post body in the article')
  return element
}

describe('hostile HTML through the whole rendering path, in Chromium', () => {
  const markers = { start: startMarker('').trim(), end: endMarker('').trim() }
  const outlines = new Map<Mode['path'], string[]>()
  const outlinesFor = new Set<Mode['path']>()
  const needles = [evilHost, marker, markers.start, markers.end]

  const modes: Mode[] = [
    { path: 'prerender', policy: true },
    { path: 'shell', policy: true },
    { path: 'prerender', policy: false },
  ]

  for (const mode of modes) {
    const name = `${mode.path === 'prerender' ? 'prerendered and hydrated' : 'rendered in the browser from the API'}, ${mode.policy ? 'with the policy as served' : 'with no policy at all'}`
    // The page around a plain post, once for each path: what every hostile page must match.
    if (!outlinesFor.has(mode.path)) {
      outlinesFor.add(mode.path)
      it(`a plain post, ${name}: the page around it`, async () => {
        const { page } = await visit(plainSlug, mode)
        const { ancestors, outside } = await surroundings(page, needles)
        expect(outside).toEqual([])
        outlines.set(mode.path, ancestors)
      })
    }
    batches.forEach((batch, index) => {
      it(`${batch[0]!.id} to ${batch.at(-1)!.id}, ${name}`, async () => {
        const { page, errors, foreign, navigations, settled } = await visit(slugOf(index), mode)
        const body = await postBodyOf(page)
        const violations = await body.evaluate(bodyViolations, {
          ids: batch.map((v) => v.id),
          bases: [page.url()],
          prefix: namedPropPrefix,
          markers,
        })
        const hits = await page.evaluate(
          () => (window as unknown as { __hostileHits: string[] }).__hostileHits,
        )
        expect({
          settled,
          violations,
          scriptsThatRan: hits,
          foreignRequests: foreign.filter((address) => !/ipapi\.co/.test(address)),
          blockedByThePolicy: errors.filter(
            (e) => e.startsWith('CSP violation') && !sanitiserParsing.test(e),
          ),
          navigations,
          frames: page.frames().length,
        }).toEqual({
          settled: true,
          violations: [],
          scriptsThatRan: [],
          foreignRequests: [],
          blockedByThePolicy: [],
          navigations: [],
          frames: 1,
        })
        expect(foreign.some((address) => address.includes(evilHost))).toBe(false)
        // Nothing outside the post changed: the post's body sits where a plain post's does, among
        // the same elements, and nothing of the corpus shows anywhere else.
        const { ancestors, outside } = await surroundings(page, needles)
        expect(outside).toEqual([])
        expect(ancestors).toEqual(outlines.get(mode.path))
        // And no global that the page or the browser relies on was clobbered.
        expect(
          await page.evaluate(() => ({
            cookie: typeof document.cookie,
            name: typeof window.name,
            body: document.body instanceof HTMLBodyElement,
            head: document.head instanceof HTMLHeadElement,
            forms: document.forms instanceof HTMLCollection,
            getElementById: typeof document.getElementById,
            createElement: typeof document.createElement,
            querySelector: typeof document.querySelector,
            location: window.location === document.location,
            root: document.getElementById('root')?.parentElement === document.body,
            // The page's ids still name the page's elements (the share row is labelled by one).
            pageTitle: document.getElementById('page-title')?.textContent,
            shareHeading: document.getElementById('share-heading')?.textContent,
            relatedHeading: document.getElementById('related-heading')?.textContent,
          })),
        ).toEqual({
          cookie: 'string',
          name: 'string',
          body: true,
          head: true,
          forms: true,
          getElementById: 'function',
          createElement: 'function',
          querySelector: 'function',
          location: true,
          root: true,
          pageTitle: `Hostile HTML ${index + 1}`,
          shareHeading: postPage.share.heading,
          relatedHeading: 'Related blogs',
        })
      }, 60_000) // time for visit() to report a page that never settles, on a busy machine
    })
  }
})
