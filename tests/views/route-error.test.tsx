import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ErrorView, errorHeading } from '../../src/views/errors/error-view'

function renderFailingRoute(error: unknown) {
  const root = createRootRoute()
  const broken = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => {
      throw error
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([broken]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: ErrorView,
  })
  return render(<RouterProvider router={router} />)
}

describe('the router error screen', () => {
  it("shows 'Unexpected Application Error!' with the message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderFailingRoute(new Error('The worlds failed to load'))
    expect(await screen.findByRole('heading', { name: errorHeading })).toBeInTheDocument()
    expect(errorHeading).toBe('Unexpected Application Error!')
    expect(screen.getByText('The worlds failed to load')).toBeInTheDocument()
  })

  it('shows the status when the error has one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderFailingRoute({ status: 503, statusText: 'Service Unavailable' })
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument()
  })
})
