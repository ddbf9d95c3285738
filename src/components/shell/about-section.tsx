import { Suspense, useState } from 'react'
import { aboutSection } from '../../../content/pages/about-section'
import { contactAnchor } from '../../../content/paths'
import { site } from '../../../content/site'
import { loadGeneralContactForm } from '../../enquiry'
import { useAfterLoad } from '../../lib/after-load'
import { artUrl } from '../art/art'
import { lazyPart } from '../on-use/lazy-part'
import { MailIcon } from '../icons/icons'
import { Container } from '../layout/layout'
import styles from './about-section.module.css'

// Below the fold on every page: its form loads after the page has loaded. If it cannot be
// loaded, its place says so, and the form comes once the network is back (lazy-part.tsx).
const GeneralContactForm = lazyPart(() => loadGeneralContactForm().then((m) => m.default))

/**
 * The shared About section at the foot of every page but /partnerwithus, with the 'Get Involved'
 * area that the header's Get in Touch link points at (#contact), with the general contact form.
 */
export function AboutSection() {
  const loaded = useAfterLoad()
  // A visitor who follows Get in Touch (or tabs in) before the page has settled gets the form at
  // once: otherwise their next Tab would pass the placeholder and land on the e-mail link.
  const [wanted, setWanted] = useState(false)
  const placeholder = <div className={styles.formPlaceholder} aria-hidden="true" />
  return (
    <section className={styles.about} aria-labelledby="about-heading">
      <Container className={styles.grid}>
        <div className={styles.intro}>
          <img src={artUrl('logo-filled')} alt="" width={180} height={40} loading="lazy" />
          <h2 id="about-heading">{aboutSection.heading}</h2>
          {aboutSection.description.split('\n\n').map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        {/* The target of the header's Get in Touch link: it takes focus when the link is
            followed (tabIndex -1), or focus would fall to <body>; named by its heading. */}
        <section
          id={contactAnchor}
          className={styles.involved}
          tabIndex={-1}
          aria-labelledby="get-involved-heading"
          onFocus={wanted ? undefined : () => setWanted(true)}
        >
          <h3 id="get-involved-heading">{aboutSection.getInvolvedHeading}</h3>
          <p>{aboutSection.getInvolvedText}</p>
          {loaded || wanted ? (
            <Suspense fallback={placeholder}>
              <GeneralContactForm />
            </Suspense>
          ) : (
            placeholder
          )}
          <a className={styles.mail} href={`mailto:${site.contactEmail}`}>
            <MailIcon size={18} />
            {site.contactEmail}
          </a>
        </section>
      </Container>
    </section>
  )
}
