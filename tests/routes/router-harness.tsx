import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ModalProvider } from '../../src/app/modal-actor'

/** Renders a view inside a minimal router (views use Link and navigate) and the modal system. */
export function renderInRouter(view: ReactNode) {
  const root = createRootRoute({ component: Outlet })
  const catchAll = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: () => <>{view}</>,
  })
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => <>{view}</> })
  const router = createRouter({
    routeTree: root.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return render(
    <ModalProvider>
      <RouterProvider router={router} />
    </ModalProvider>,
  )
}
