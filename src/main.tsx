import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { CurrencyProvider } from './app/currency-actor'
import { ModalProvider } from './app/modal-actor'
import { canonicalPath } from '../schemas/canonical-path'
import { startInspector } from './lib/inspector'
import { createAppRouter } from './router'
import './styles/global.css'

async function start() {
  await startInspector()
  // index.html carries a title and description for the moment before the app runs; from here on
  // each page renders its own.
  document.querySelectorAll('head [data-static-head]').forEach((element) => element.remove())
  // The address's one spelling before the router reads it (the service answers a 301 already;
  // this covers static hosts and the development server). Done once, so it cannot loop.
  const canonical = canonicalPath(window.location.pathname)
  if (canonical !== window.location.pathname) {
    window.history.replaceState(
      window.history.state,
      '',
      canonical + window.location.search + window.location.hash,
    )
  }
  const router = createAppRouter()
  // The page's code first: the first render then matches the prerendered HTML it replaces.
  await router.load()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <CurrencyProvider>
        <ModalProvider>
          <RouterProvider router={router} />
        </ModalProvider>
      </CurrencyProvider>
    </StrictMode>,
  )
}

void start()
