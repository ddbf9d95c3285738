// The entry. A prerendered page is already readable when this runs (it starts after the `load`
// event: scripts/prerender-page.ts), so waking the app must never hold the main thread for long:
// it goes in steps, each a task of its own.
import './styles/global.css'
// The language's own fonts: none in English and Spanish, Noto Sans Arabic in Arabic (fonts.ar.ts).
import './styles/fonts'

const nextTask = () => new Promise<void>((resolve) => globalThis.setTimeout(resolve, 0))

async function wake() {
  // What the build's formatters answered for this page (scripts/prerender.ts): with it, the page
  // wakes without starting Intl, which takes a slow phone 100 ms (content/format.ts).
  const formatted = document.getElementById('formatted')?.textContent
  if (formatted) globalThis.__formatted = JSON.parse(formatted) as Record<string, string>
  // React and React DOM, then the router, each evaluated in a task of its own; then the app.
  await import('react-dom/client')
  await nextTask()
  await import('@tanstack/react-router')
  await nextTask()
  const { start } = await import('./app/start')
  await start()
}

void wake()
