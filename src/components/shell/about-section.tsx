import type { ReactNode } from 'react'
import { aboutSection } from '../../../content/pages/about-section'
import { contactAnchor } from '../../../content/navigation'
import { site } from '../../../content/site'
import { artUrl } from '../art/art'
import { Button } from '../button/button'
import { useModals } from '../../app/modal-actor'
import { MailIcon } from '../icons/icons'
import { Container } from '../layout/layout'
import styles from './about-section.module.css'

/**
 * The shared About section at the foot of every page but /partnerwithus, with the 'Get Involved'
 * area that the header's Get in Touch link points at (#contact). Its form arrives with the forms.
 */
export function AboutSection({ form }: { form?: ReactNode }) {
  const modals = useModals()
  return (
    <section className={styles.about} aria-labelledby="about-heading">
      <Container className={styles.grid}>
        <div className={styles.intro}>
          <img src={artUrl('logo-filled')} alt="" width={180} height={40} />
          <h2 id="about-heading">{aboutSection.heading}</h2>
          <p>{aboutSection.description}</p>
        </div>
        <div id={contactAnchor} className={styles.involved}>
          <h3>{aboutSection.getInvolvedHeading}</h3>
          <p>{aboutSection.getInvolvedText}</p>
          {form ?? (
            <div className={styles.row}>
              <Button variant="primary" onClick={() => modals.open('connectWithUs')}>
                Connect With Us
              </Button>
              <a className={styles.mail} href={`mailto:${site.contactEmail}`}>
                <MailIcon size={18} />
                {site.contactEmail}
              </a>
            </div>
          )}
        </div>
      </Container>
    </section>
  )
}
