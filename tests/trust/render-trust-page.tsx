// The trust center's page as the prerender draws it, to a string, in the language of the Vite
// server that loads this module (tests/trust/trust-languages.test.ts loads it once per language,
// with that language's modules swapped in as its build has them). A minimal router: the page's
// links need one, and nothing else of the app.
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { trustData } from '../../src/trust/load'
import { TrustPage } from '../../src/trust/trust-page'

export async function renderTrustPage(): Promise<string> {
  const data = trustData(new Date('2026-11-29T00:00:00Z'))
  const root = createRootRoute({ component: () => <TrustPage data={data} /> })
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}
