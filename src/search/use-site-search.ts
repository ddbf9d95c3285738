// The site search's machine in a page or dialog, with its effects: the index (load.ts) and the
// connection. The visitor's intent starts the loading; what is typed drives the rest.
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { siteSearchMachine, type SiteSearchHit } from '../../machines/site-search.machine'
import { keptPaths, loadSiteSearch } from './load'

const searchLogic = siteSearchMachine.provide({
  actors: {
    loadIndex: fromPromise(async () => {
      await loadSiteSearch()
    }),
    search: fromPromise<readonly SiteSearchHit[], { query: string }>(async ({ input }) =>
      (await loadSiteSearch()).find(input.query),
    ),
  },
  guards: { isOffline: () => !navigator.onLine },
})

export function useSiteSearch() {
  const [state, send] = useMachine(searchLogic)
  // Which results' pages this device keeps, once the index is there.
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set())
  const loaded = !state.matches('idle') && !state.matches('loading')
  useEffect(() => {
    if (!loaded) return
    let live = true
    void keptPaths()
      .then((paths) => live && setKept(paths))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [loaded])
  useEffect(() => {
    const online = () => send({ type: 'siteSearch.online' })
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [send])
  return { state, send, kept }
}
