import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { useState } from 'react'
import { AppProviders } from '../app/providers'
import { Workbench } from './workbench'

/**
 * The workbench with what the real components need around them: the application's providers and
 * a router (the tray and the topic finder link to pages). The router keeps its history in memory,
 * so a press on a link changes nothing on the workbench's page.
 */
export function WorkbenchApp() {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: Workbench }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  )
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
