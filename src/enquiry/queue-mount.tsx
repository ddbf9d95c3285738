import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import EnquiryQueueHost from './queue-host'

let mounted = false

/**
 * Puts the queue's page part on the page, in a root of its own at the end of <body>: it needs
 * nothing of the router or the app's providers, and the app's tree stays as the prerender made it.
 */
export function mount() {
  if (mounted) return
  mounted = true
  const container = document.createElement('div')
  container.id = 'enquiry-queue'
  document.body.append(container)
  createRoot(container).render(
    <StrictMode>
      <EnquiryQueueHost />
    </StrictMode>,
  )
}
