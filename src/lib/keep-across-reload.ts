// What a page keeps across a reload it asks for: when a part of it was replaced by a newer
// deployment, the page offers to reload, and what the visitor typed must not be lost. Each form
// (and the dialog stack) says what it holds; the page writes it to the tab's sessionStorage just
// before it reloads, and the next page of the same address takes it back, once, as each part
// mounts. The storage is emptied as the next page reads it: nothing outlives that page.

type Held = Record<string, unknown>
const storageKey = 'stemverse-kept-across-reload'
const holders = new Map<string, () => unknown>()
let kept: Held | undefined

/**
 * Registers what a part holds under `id`; `read` gives it (or undefined for nothing worth
 * keeping). Returns the function that unregisters it.
 */
export function keepAcrossReload(id: string, read: () => unknown): () => void {
  holders.set(id, read)
  return () => {
    if (holders.get(id) === read) holders.delete(id)
  }
}

/** What the page before the reload kept under `id`, given once; undefined if nothing. */
export function takeKept<T>(id: string): T | undefined {
  if (!kept) {
    kept = {}
    try {
      const raw = sessionStorage.getItem(storageKey)
      sessionStorage.removeItem(storageKey)
      const parsed = raw ? (JSON.parse(raw) as { path?: string; held?: Held }) : null
      if (parsed?.path === location.pathname && parsed.held) kept = parsed.held
    } catch {
      // No sessionStorage (a privacy setting) or something unreadable there: nothing was kept.
    }
  }
  const value = kept[id]
  delete kept[id]
  return value as T | undefined
}

/** Writes what every part holds, then reloads the page (the newer version of the site). */
export function reloadKeepingWhatWasTyped() {
  const held: Held = {}
  for (const [id, read] of holders) {
    const value = read()
    if (value !== undefined) held[id] = value
  }
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ path: location.pathname, held }))
  } catch {
    // Nothing can be kept (storage refused or full): the reload still brings the new version.
  }
  location.reload()
}
