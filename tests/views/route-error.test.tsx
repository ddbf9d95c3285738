import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../messages/en.json'
import { UnreachableCode } from '../../src/lib/reach-code'
import { errorHeading } from '../../src/views/errors/error-view'
import { RouteError } from '../../src/views/errors/route-error'

/** A page whose loader fails with `errors`, one per try, then loads. */
function renderPage(...errors: unknown[]) {
  const root = createRootRoute()
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => {
      const error = errors.shift()
      if (error) throw error
      return 'ok'
    },
    component: () => <h1>The worlds</h1>,
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteError,
  })
  return render(<RouterProvider router={router} />)
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('the site’s error screen', () => {
  it("shows 'Unexpected Application Error!' with the message, and Try again", async () => {
    renderPage(new Error('The worlds failed to load'))
    expect(await screen.findByRole('heading', { name: errorHeading })).toBeInTheDocument()
    expect(errorHeading).toBe('Unexpected Application Error!')
    expect(screen.getByText('The worlds failed to load')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: en.code_try_again }))
    expect(await screen.findByRole('heading', { name: 'The worlds' })).toBeInTheDocument()
  })

  it('shows the status when the error has one', async () => {
    renderPage({ status: 503, statusText: 'Service Unavailable' })
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument()
  })

  it('says a page whose code could not be reached needs a connection, and opens it on Try again', async () => {
    renderPage(new UnreachableCode('/assets/svs.js', false))
    expect(
      await screen.findByRole('heading', { name: en.error_page_unavailable_heading }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(en.code_needs_connection)
    await userEvent.click(screen.getByRole('button', { name: en.code_try_again }))
    expect(await screen.findByRole('heading', { name: 'The worlds' })).toBeInTheDocument()
  })

  it('opens it by itself when the browser is back online', async () => {
    renderPage(new UnreachableCode('/assets/svs.js', false))
    await screen.findByRole('heading', { name: en.error_page_unavailable_heading })
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByRole('heading', { name: 'The worlds' })).toBeInTheDocument()
  })

  it('offers the new version when the page’s code is gone', async () => {
    renderPage(new UnreachableCode('/assets/svs.js', true))
    expect(await screen.findByRole('status')).toHaveTextContent(en.update_available)
    expect(screen.getByRole('button', { name: en.update_reload })).toBeInTheDocument()
  })
})
