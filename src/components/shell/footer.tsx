import { Link } from '@tanstack/react-router'
import { footerCopy, footerGroups, footerLegal } from '../../../content/footer-navigation'
import { site, timings } from '../../../content/site'
import { m } from '../../paraglide/messages'
import { artUrl } from '../art/art'
import { MailIcon, MapPinIcon } from '../icons/icons'
import { Container } from '../layout/layout'
import { FooterLanguageSwitcher } from '../language-switcher/language-switcher'
import styles from './footer.module.css'

/** A footer link also scrolls to the top after a short delay, even to the same page. */
function scrollToTopSoon() {
  window.setTimeout(
    () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    timings.footerScrollDelay,
  )
}

const madeFor = m.footer_made_for()

export function Footer() {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <img
              src={artUrl('logo')}
              alt={site.productName}
              width={180}
              height={40}
              loading="lazy"
            />
            <p>{site.tagline}.</p>
            <div className={styles.contact}>
              <span className={styles.contactLine}>
                <MailIcon size={18} />
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
              </span>
              <span className={styles.contactLine}>
                <MapPinIcon size={18} />
                {site.location}
              </span>
            </div>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className={styles.heading}>
                {group.label}
              </h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={scrollToTopSoon}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <FooterLanguageSwitcher />
          <p>{footerCopy.copyright}</p>
          <nav aria-label={footerLegal.label}>
            <ul className={styles.legal}>
              {footerLegal.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={scrollToTopSoon}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>{madeFor}</p>
        </div>
      </Container>
    </footer>
  )
}
