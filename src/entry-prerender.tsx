// Prerendering (scripts/prerender.mjs): renders a route to HTML without a DOM, at build time, so
// the first screen arrives with the HTML instead of after the JavaScript.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { CurrencyProvider } from './app/currency-actor'
import { ModalProvider } from './app/modal-actor'
import { createAppRouter } from './router'

export async function render(path: string): Promise<string> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  })
  await router.load()
  return renderToString(
    <CurrencyProvider>
      <ModalProvider>
        <RouterProvider router={router} />
      </ModalProvider>
    </CurrencyProvider>,
  )
}

/** Every route without parameters: the pages prerendered at build time. */
export function staticPaths(): string[] {
  const router = createAppRouter({ history: createMemoryHistory(), isServer: true })
  return Object.keys(router.routesByPath)
    .filter((path) => !path.includes('$'))
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
}
