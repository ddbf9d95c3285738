// How the page loads code on use: every `import()` of the build goes through `loadReached`, which
// the build puts in place of Vite's own preload helper (scripts/reachable-imports-plugin.ts,
// docs/decisions/014-code-that-fails-to-load.md).
//
// A browser remembers a module it failed to fetch for as long as the page is open: Chromium
// (150, checked here) fails every later `import()` of that address, and of any module that
// imports it, without asking the network again, so a page that once lost its connection could
// never load that part again. So nothing is imported before every file it needs has been reached:
// each script is fetched first (the answer stays in the browser's cache, or the service worker's,
// where the import then finds it), each style sheet is linked and waited for. A file that cannot
// be reached stops the import before the browser's module loader has seen it, with an
// `UnreachableCode` error: the import can be tried again later, and then it works.
//
// This module is the build's helper chunk: it imports nothing and touches no DOM until called.

/** A file of the build that could not be reached, so its import was not tried. */
export class UnreachableCode extends Error {
  /** The server answered that the file is not there: a newer deployment replaced it. */
  readonly gone: boolean
  constructor(
    readonly address: string,
    gone: boolean,
  ) {
    super(`${gone ? 'Gone' : 'Unreachable'}: ${address}`)
    this.name = 'UnreachableCode'
    this.gone = gone
  }
}

/** Whether an error is a part of the site's code that could not be reached. */
export const isUnreachableCode = (error: unknown): error is UnreachableCode =>
  error instanceof Error && error.name === 'UnreachableCode'

/** Files reached (or loaded by the page itself), by address; a failure is forgotten at once. */
const reached = new Map<string, Promise<void>>()
let seeded = false

/**
 * What the page loaded before any import of ours: the start-up script's module preloads and the
 * style sheets in the HTML. Their modules are in the browser's module map already.
 */
function seed() {
  seeded = true
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="modulepreload"], link[rel="stylesheet"]',
  )) {
    reached.set(link.href, Promise.resolve())
  }
}

const statusGone = (status: number) => status === 404 || status === 410

/** Fetches a file whole, so that the import that follows finds it in a cache. */
async function fetchWhole(address: string): Promise<void> {
  let answer: Response
  try {
    // As the module loader asks (CORS mode, same-origin credentials): the same cache entry.
    answer = await fetch(address, { credentials: 'same-origin' })
  } catch {
    throw new UnreachableCode(address, false)
  }
  if (!answer.ok) throw new UnreachableCode(address, statusGone(answer.status))
  try {
    await answer.arrayBuffer()
  } catch {
    throw new UnreachableCode(address, false)
  }
}

/** A style sheet in the page, once it has loaded; removed again if it could not be. */
function linkStyleSheet(address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = address
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => {
      link.remove()
      reject(new UnreachableCode(address, false))
    })
    document.head.append(link)
  })
}

/** Reaches one file of the build: a script into a cache, a style sheet into the page. */
export function reach(address: string): Promise<void> {
  if (!seeded) seed()
  const href = new URL(address, document.baseURI).href
  let pending = reached.get(href)
  if (!pending) {
    pending = fetchWhole(href).then(() =>
      href.endsWith('.css') ? linkStyleSheet(href) : undefined,
    )
    reached.set(href, pending)
    pending.catch(() => {
      if (reached.get(href) === pending) reached.delete(href)
    })
  }
  return pending
}

/**
 * The build's `__vitePreload`: reaches every file of an import (`deps`, relative to the site's
 * base, the imported chunk itself first), then imports. Rejects with `UnreachableCode` when a
 * file cannot be reached, and the import is not tried.
 */
export function loadReached<T>(
  load: () => Promise<T>,
  deps?: readonly string[],
  // Vite passes the importer's URL; the addresses here are from the base.
  _importer?: string,
): Promise<T> {
  if (!deps?.length) return load()
  const base = import.meta.env.BASE_URL
  return Promise.all(deps.map((dep) => reach(base + dep))).then(load)
}
