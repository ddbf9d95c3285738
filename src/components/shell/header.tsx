import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import { getInTouchLabel, headerBlogsLink, headerGroups } from '../../../content/navigation'
import { contactAnchor, paths } from '../../../content/paths'
import { site } from '../../../content/site'
import type { PageTheme } from '../../../content/types'
import { useModals } from '../../app/modal-actor'
import { useDeferredActor, useDeferredSelector } from '../../lib/deferred-actor'
import { m } from '../../paraglide/messages'
import { artUrl } from '../art/art'
import { buttonClass } from '../button/button'
import { ChevronDownIcon, MenuIcon, SearchIcon } from '../icons/icons'
import { MenuList } from '../menu/menu'
import { Container } from '../layout/layout'
import { HeaderLanguageSwitcher } from '../language-switcher/language-switcher'
import styles from './header.module.css'
import { useScrolled } from '../../lib/use-scrolled'

type HeaderProps = {
  theme: PageTheme
  /**
   * The page holds the contact form at #contact (the shared About section, or a form of its
   * own); where it does not, Get in Touch leads to the contact page's.
   */
  contactHere: boolean
  /** The home page's extra class, cleared by the explore tray before it leaves the page. */
  extra: boolean
  trayOpen: boolean
  onMenuClick: () => void
  /** The pointer or focus reached the menu button: a press may follow. */
  onMenuIntent?: () => void
  menuButtonRef: RefObject<HTMLButtonElement | null>
}

const darkThemes: PageTheme[] = ['home', 'world']
const filledLogoThemes: PageTheme[] = ['info', 'syllabus', 'blog', 'plain']

export function Header({
  theme,
  contactHere,
  extra,
  trayOpen,
  onMenuClick,
  onMenuIntent,
  menuButtonRef,
}: HeaderProps) {
  const dark = darkThemes.includes(theme)
  const golden = theme === 'info' || theme === 'syllabus'
  // The transparent home header turns solid once the page scrolls, or light sections would
  // show through its white text.
  const scrolled = useScrolled()
  const classes = [
    styles.header,
    dark ? styles.dark : '',
    dark && extra ? styles.extra : '',
    dark && extra && scrolled ? styles.scrolled : '',
    golden ? styles.golden : '',
  ]
  const getInTouchClass = `${buttonClass(dark ? 'primary' : 'dark', true)} ${styles.getInTouch}`
  return (
    <header className={classes.filter(Boolean).join(' ')} data-theme={theme}>
      <Container className={styles.bar}>
        <Link
          to="/"
          className={styles.logo}
          aria-label={m.nav_home_label({ product: site.productName })}
        >
          <img
            src={artUrl(filledLogoThemes.includes(theme) ? 'logo-filled' : 'logo')}
            alt=""
            width={180}
            height={40}
            data-variant={filledLogoThemes.includes(theme) ? 'filled' : 'outline'}
          />
        </Link>
        <DesktopNav />
        <div className={styles.actions}>
          <SearchLink />
          <HeaderLanguageSwitcher />
          {contactHere ? (
            <a href={`#${contactAnchor}`} className={getInTouchClass}>
              {getInTouchLabel}
            </a>
          ) : (
            <Link to={paths.contactUs} hash={contactAnchor} className={getInTouchClass}>
              {getInTouchLabel}
            </Link>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={trayOpen}
            onClick={onMenuClick}
            onPointerEnter={onMenuIntent}
            onFocus={onMenuIntent}
          >
            <MenuIcon size={20} />
            <span className={styles.menuLabel}>{m.nav_explore()}</span>
          </button>
        </div>
      </Container>
    </header>
  )
}

// The search's own code (src/search) loads on intent: a pointer over, focus on or a tap.
const loadSearch = () => void import('../../search').catch(() => {})

/**
 * The site search: a link to /search, which works before the page wakes; awake, it opens the
 * search dialog instead (docs/search.md).
 */
function SearchLink() {
  const modals = useModals()
  return (
    <Link
      to="/search"
      className={styles.search}
      aria-label={m.search_open()}
      data-opens="search"
      onPointerEnter={loadSearch}
      onFocus={loadSearch}
      onClick={(event) => {
        event.preventDefault()
        modals.open('search')
      }}
    >
      <SearchIcon size={20} />
    </Link>
  )
}

/** Desktop dropdowns: the disclosure-navigation pattern, one open at a time. */
function DesktopNav() {
  // The dropdowns' machine loads on the first press (or touch of the nav): all are closed before.
  const menus = useDeferredActor(
    () => import('../../../machines/accordion.machine').then((m) => m.accordionMachine),
    { input: {} },
  )
  const openId = useDeferredSelector(menus, (snapshot) => snapshot.context.openId, null)
  const send = menus.send
  const closeAll = menus.sendIfStarted
  const navRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  // A menu opened by ArrowDown/ArrowUp: which of its links takes focus once it is shown.
  const focusOnOpen = useRef<{ group: string; link: 'first' | 'last' } | null>(null)

  useEffect(() => {
    const wanted = focusOnOpen.current
    if (!wanted || wanted.group !== openId) return
    focusOnOpen.current = null
    const links = menuLinks(navRef.current, openId)
    links[wanted.link === 'first' ? 0 : links.length - 1]?.focus()
  }, [openId])

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, group: string) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const link = event.key === 'ArrowDown' ? 'first' : 'last'
    if (openId === group) {
      const links = menuLinks(navRef.current, group)
      links[link === 'first' ? 0 : links.length - 1]?.focus()
      return
    }
    focusOnOpen.current = { group, link }
    send({ type: 'accordion.open', id: group })
  }

  /** Arrow keys, Home and End move between a menu's links (people expect it of a menu). */
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>, group: string) => {
    const links = menuLinks(navRef.current, group)
    const at = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (at < 0) return
    const next =
      event.key === 'ArrowDown'
        ? links[(at + 1) % links.length]
        : event.key === 'ArrowUp'
          ? links[(at - 1 + links.length) % links.length]
          : event.key === 'Home'
            ? links[0]
            : event.key === 'End'
              ? links[links.length - 1]
              : null
    if (!next) return
    event.preventDefault()
    next.focus()
  }

  useEffect(() => {
    closeAll({ type: 'accordion.closeAll' })
  }, [pathname, closeAll])

  useEffect(() => {
    if (openId === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeAll({ type: 'accordion.closeAll' })
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openId, closeAll])

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={m.nav_main_label()}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || openId === null) return
        closeAll({ type: 'accordion.closeAll' })
        navRef.current?.querySelector<HTMLButtonElement>(`[data-group="${openId}"]`)?.focus()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          closeAll({ type: 'accordion.closeAll' })
        }
      }}
      onPointerEnter={() => void menus.preload()}
      onFocus={(event) => {
        void menus.preload()
        // Focus moved on to another toggle or link of the bar: the open menu has been left.
        if (openId !== null && !event.target.closest(`[data-menu-group="${openId}"]`)) {
          closeAll({ type: 'accordion.closeAll' })
        }
      }}
    >
      <ul className={styles.navList}>
        {headerGroups.map((group) => {
          const expanded = openId === group.id
          const menuId = `nav-menu-${group.id}`
          return (
            <li key={group.id} className={styles.navItem} data-menu-group={group.id}>
              <button
                type="button"
                className={styles.navTrigger}
                aria-expanded={expanded}
                aria-controls={menuId}
                data-group={group.id}
                onClick={() => send({ type: 'accordion.toggle', id: group.id })}
                onKeyDown={(event) => onTriggerKeyDown(event, group.id)}
              >
                {group.label}
                <ChevronDownIcon size={16} />
              </button>
              <MenuList
                id={menuId}
                className={styles.menu}
                hidden={!expanded}
                onKeyDown={(event) => onMenuKeyDown(event, group.id)}
              >
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </MenuList>
            </li>
          )
        })}
        <li className={styles.navItem}>
          <Link to={headerBlogsLink.to} className={styles.navLink}>
            {headerBlogsLink.label}
          </Link>
        </li>
      </ul>
    </nav>
  )
}

function menuLinks(nav: HTMLElement | null, group: string) {
  return [...(nav?.querySelectorAll<HTMLAnchorElement>(`[data-menu-group="${group}"] ul a`) ?? [])]
}
