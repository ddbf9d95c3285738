import { useLocation } from '@tanstack/react-router'
import { localeInfo, localizePath, locales, type Locale } from '../../../content/locales'
import { FloatingDisclosure } from '../disclosure/disclosure'
import { GlobeIcon } from '../icons/icons'
import { MenuList } from '../menu/menu'
import { locale } from '../../i18n/locale'
import { m } from '../../paraglide/messages'
import styles from './language-switcher.module.css'

/**
 * The same page in another language: its address with the other prefix. A plain link, not the
 * router's: each language is its own build, so the switch loads the other language's page. The
 * rendered address has no query (the prerendered page has none, and the first render must equal
 * it); the address's query and hash join it as it is followed, from a listener in index.html
 * that works before the app has woken too.
 */
function useLanguageLinks(): { locale: Locale; name: string; href: string }[] {
  const { pathname } = useLocation()
  return locales.map((other) => ({
    locale: other,
    name: localeInfo[other].name,
    href: localizePath(pathname, other),
  }))
}

/** Every language as list items, for the header's menu and the footer's row. */
function LanguageLinks() {
  const links = useLanguageLinks()
  return (
    <>
      {links.map((link) => (
        <li key={link.locale}>
          <a
            href={link.href}
            hrefLang={link.locale}
            lang={link.locale}
            aria-current={link.locale === locale ? 'true' : undefined}
          >
            {/* Its own direction, aligned as the page's: English, Español and العربية line up. */}
            <span dir={localeInfo[link.locale].dir}>{link.name}</span>
          </a>
        </li>
      ))}
    </>
  )
}

/**
 * The header's switcher: a globe and the language's code, opening every language. Its name
 * says the language in words too ('EN, Language: English'): the code alone was spelt out by a
 * screen reader, 'A R'. It begins with the code it shows (WCAG 2.5.3, label in name), so that a
 * voice command for what is on screen ('click EN') finds it.
 */
export function HeaderLanguageSwitcher({ className }: { className?: string }) {
  const code = locale.toUpperCase()
  return (
    <FloatingDisclosure
      className={`${styles.header} ${className ?? ''}`}
      summaryLabel={m.language_switcher_summary({ code, language: localeInfo[locale].name })}
      summary={
        <>
          <GlobeIcon size={18} />
          <span aria-hidden="true">{code}</span>
        </>
      }
    >
      <MenuList className={styles.menu}>
        <LanguageLinks />
      </MenuList>
    </FloatingDisclosure>
  )
}

/** The footer's switcher: every language in a row, each named in itself. */
export function FooterLanguageSwitcher() {
  return (
    <nav className={styles.footer} aria-label={m.language_switcher_label()}>
      <GlobeIcon size={18} />
      <ul className={styles.row}>
        <LanguageLinks />
      </ul>
    </nav>
  )
}
