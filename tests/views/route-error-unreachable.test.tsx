import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import en from '../../messages/en.json'

// The full error screen's chunk out of reach, as offline: its import fails, once.
const reachable = vi.hoisted(() => ({ now: false }))
vi.mock('../../src/views/errors/error-view', async (original) => {
  if (!reachable.now) {
    const { UnreachableCode } = await import('../../src/lib/reach-code')
    throw new UnreachableCode('/assets/error-view.js', false)
  }
  return original()
})

describe('the site’s error screen, its own code out of reach', () => {
  it('says the page could not be opened and needs a connection; Try again loads the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { RouteError } = await import('../../src/views/errors/route-error')
    const root = createRootRoute()
    const page = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader: () => {
        throw new Error('The worlds failed to load')
      },
      component: () => <h1>The worlds</h1>,
    })
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: RouteError,
    })
    render(<RouterProvider router={router} />)
    expect(
      await screen.findByRole('heading', { name: en.error_page_unavailable_heading }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(en.code_needs_connection)
    reachable.now = true
    await userEvent.click(screen.getByRole('button', { name: en.code_try_again }))
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('The worlds failed to load')).toBeInTheDocument()
  })
})
