// @vitest-environment node
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ModalProvider } from '../../src/app/modal-actor'
import { routeTree } from '../../src/routeTree.gen'
import { routes } from '../e2e/routes'

// Pages will be prerendered to static HTML: every route must render with no window or document.
describe('every route renders without a DOM', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it.each(routes)('$path', async ({ path, heading, staticHeading }) => {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: [path] }),
      isServer: true,
    })
    await router.load()
    const html = renderToString(
      <ModalProvider>
        <RouterProvider router={router} />
      </ModalProvider>,
    )
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '')
    expect(h1?.replace(/&#x27;/g, "'").replace(/&amp;/g, '&')).toBe(staticHeading ?? heading)
    expect(html).toContain('<title>')
  })
})
