import {
  HeadContent,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouter,
  type ParsedLocation,
} from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { paths } from '../../content/paths'
import type { PageTheme } from '../../content/types'
import type { ExploreTrayEvent } from '../../machines/explore-tray.machine'
import {
  loadWithModals,
  useDialogsReopenedAfterReload,
  useModalStack,
  useModals,
} from './modal-actor'
import { useDeferredActor, useDeferredSelector } from '../lib/deferred-actor'
import { loadAlong } from '../lib/on-use'
import { lazyPart } from '../components/on-use/lazy-part'
import { ShellNotice } from './shell-notice'
import { focusNewPage } from '../lib/page-focus'
import { m } from '../paraglide/messages'
import { lockScroll, unlockScroll } from '../lib/scroll-lock'
import { addLateStylesheets } from '../lib/late-styles'
import { wakeQueue } from '../enquiry'
import {
  deferredSection,
  followLinksOfSleepingParts,
} from '../components/deferred-section/deferred-section'
import { localePrefix } from '../i18n/locale'
import { Header } from '../components/shell/header'
import styles from './app-shell.module.css'

// What is only needed after a click loads when the visitor reaches for it (pointer or focus on
// the menu button or on anything that opens a dialog) or on the click itself, with the machine
// that opens it: where it cannot be loaded, nothing opens, the shell's notice says so, and it
// opens once the code has come (back online, or Try again: shell-notice.tsx).
const ExploreTray = lazyPart(() =>
  import('../components/shell/explore-tray').then((m) => m.ExploreTray),
)
const ModalHost = lazyPart(() => import('./modal-host').then((m) => m.ModalHost))
loadWithModals(ModalHost.code)
const saidByTheShell = () => null

// Below every page: they wake when they near the viewport (deferred-section.tsx).
const AboutSection = deferredSection(
  'about',
  () => import('../components/shell/about-section').then((m) => m.AboutSection),
  { wake: 'near', className: styles.about },
)
const Footer = deferredSection(
  'footer',
  () => import('../components/shell/footer').then((m) => m.Footer),
  {
    wake: 'near',
    className: styles.footer,
  },
)

/** The shell's own late parts: the root route's loader awaits them before a render. */
export const preloadShell = () =>
  Promise.all([AboutSection.preload(), Footer.preload()]).then(() => undefined)

declare global {
  interface Window {
    /** A dialog opener tapped before the app woke (index.html keeps it): opened once awake. */
    __tappedBeforeWake?: HTMLElement
  }
}

const RouterDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-router-devtools').then((m) => ({
        default: m.TanStackRouterDevtools,
      })),
    )
  : () => null

const visitKey = (location: ParsedLocation) => location.state.__TSR_key ?? location.href

/** Header, main content, shared About section, footer, the explore tray and the modals. */
export function AppShell() {
  const router = useRouter()
  const modals = useModals()
  const { pathname } = useLocation()
  const matches = useMatches()
  const theme: PageTheme = matches.at(-1)?.staticData.theme ?? 'plain'
  const hideAbout = matches.at(-1)?.staticData.hideAboutSection === true
  // Where Get in Touch leads: the form on this page, or the contact page's where it has none.
  const contactHere = !hideAbout || matches.at(-1)?.staticData.ownContactForm === true
  const onHomePage = pathname === paths.home

  // The home page's extra class (transparent header over the hero). The tray clears it before it
  // navigates away; it belongs to one visit of the page, so every navigation sets it afresh.
  const visit = useLocation({ select: visitKey })
  const [extraClearedOnVisit, setExtraClearedOnVisit] = useState<string | null>(null)
  const extra = onHomePage && extraClearedOnVisit !== visit

  // The tray's machine (and xstate) load on the first press of the menu button, or when idle;
  // until then the tray is closed, which needs no code to show.
  const tray = useDeferredActor(() =>
    Promise.all([
      import('../../machines/explore-tray.machine'),
      loadAlong([ExploreTray.code]),
    ]).then(([{ exploreTrayMachine }]) =>
      exploreTrayMachine.provide({
        actions: {
          lockScroll,
          unlockScroll,
          clearExtraClass: () => setExtraClearedOnVisit(visitKey(router.state.location)),
          navigate: (_, { path }) => void router.navigate({ to: path }),
          openContactModal: () => modals.open('schoolContact'),
        },
      }),
    ),
  )
  const sendTray = tray.send as (event: ExploreTrayEvent) => void
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const trayOpen = useDeferredSelector(tray, (snapshot) => snapshot.matches('open'), false)
  // The tray's code loads on the first press of the menu button (or earlier, when idle).
  const [trayWanted, setTrayWanted] = useState(false)
  const anyModalOpen = useModalStack().length > 0
  useDialogsReopenedAfterReload()

  // Prerendered HTML looks the same before and after the app takes over; this tells them apart
  // (the browser tests wait for it before they click).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true'
    // A tap on a dialog opener before the app woke did nothing then: it does now.
    const tapped = window.__tappedBeforeWake
    delete window.__tappedBeforeWake
    // After this commit, once React's own work is done: a click dispatched inside an effect
    // reached no handler.
    if (tapped?.isConnected) globalThis.setTimeout(() => tapped.click(), 0)
  }, [])

  // Another page inside the site: focus goes to its heading, which a screen reader reads out (not
  // on the first load, which the browser announces itself; not when only the hash or the options
  // change, as when the blog search puts what is typed in the address). See
  // docs/decisions/007-announcing-changes.md.
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, toLocation, pathChanged }) => {
        const main = document.getElementById('main')
        if (fromLocation && pathChanged && main) focusNewPage(main, toLocation.hash)
      }),
    [router],
  )

  useEffect(() => followLinksOfSleepingParts(router.history, localePrefix), [router])
  useEffect(() => addLateStylesheets(router), [router])
  // Enquiries saved on this device while offline: sent, listed and announced by a part that loads
  // only when one waits, once the page has woken (src/enquiry/queue-start.ts).
  useEffect(() => wakeQueue(), [])

  // A pointer over, or focus on, anything that opens a dialog (data-opens) loads the dialogs'
  // code, so that the click that may follow finds it there.
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-opens]')) modals.preload()
    }
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    return () => {
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
    }
  }, [modals])

  return (
    <>
      {/* The page's title, description, canonical address, link preview and structured data,
          declared by each route's `head`; React places them in <head>. */}
      <HeadContent />
      <a className="skip-link" href="#main">
        {m.nav_skip_to_content()}
      </a>
      <Header
        theme={theme}
        contactHere={contactHere}
        extra={extra}
        trayOpen={trayOpen}
        onMenuClick={() => {
          setTrayWanted(true)
          sendTray({ type: 'tray.toggle' })
        }}
        onMenuIntent={() => {
          void ExploreTray.preload()
          void tray.preload()
        }}
        menuButtonRef={menuButtonRef}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {hideAbout ? null : <AboutSection />}
      <Footer />
      <Suspense>
        {trayWanted ? (
          <ExploreTray
            open={trayOpen}
            onHomePage={onHomePage}
            send={sendTray}
            unavailable={saidByTheShell}
          />
        ) : null}
      </Suspense>
      <Suspense>{anyModalOpen ? <ModalHost unavailable={saidByTheShell} /> : null}</Suspense>
      <ShellNotice />
      <Suspense>
        <RouterDevtools position="bottom-right" />
      </Suspense>
      {/* In a prerendered page, the router's state for hydration (it removes itself once read). */}
      <Scripts />
    </>
  )
}
