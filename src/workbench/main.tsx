import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { createRoot } from 'react-dom/client'
import { AppProviders } from '../app/providers'
import '../styles/global.css'
import { Workbench } from './workbench'

// The real components link to pages (the tray, the topic finder): they need a router. This one
// keeps its history in memory, so a press on a link changes nothing on the workbench's page.
const router = createRouter({
  routeTree: createRootRoute({ component: Workbench }),
  history: createMemoryHistory({ initialEntries: ['/'] }),
})

// The dialogs of the real components (the tray) open non-modally here: a modal <dialog> would
// make the workbench's own controls inert while it is open.
HTMLDialogElement.prototype.showModal = HTMLDialogElement.prototype.show

const root = document.getElementById('root')
if (!root) throw new Error('The workbench page has no #root')
createRoot(root).render(
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>,
)
