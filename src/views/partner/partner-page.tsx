import { contactAnchor } from '../../../content/paths'
import { page } from '../../../content/pages/partner'
import { ClientOnly } from '@tanstack/react-router'
import { Suspense } from 'react'
import { loadPartnerForm } from '../../enquiry'
import { Container, SectionHead, sectionClass } from '../../components/layout/layout'
import { lazyPart } from '../../components/on-use/lazy-part'
import { m } from '../../paraglide/messages'
import { InfoPage } from '../info/info-page'
import styles from '../info/info-page.module.css'

// Where its code cannot be loaded, its place says so (lazy-part.tsx).
const PartnerForm = lazyPart(() => loadPartnerForm().then((m) => m.default))
const formPlaceholder = <div style={{ minHeight: 520 }} aria-hidden="true" />

/** /partnerwithus: the page's content, then its own inline partner form (no shared About form). */
export function PartnerPage() {
  return (
    <InfoPage page={page} art="globe-eligibility">
      {/* The header's Get in Touch link leads here: the section takes focus (tabIndex -1). */}
      <section
        id={contactAnchor}
        className={sectionClass}
        aria-labelledby="partner-form-heading"
        tabIndex={-1}
      >
        <Container>
          <SectionHead
            heading={m.partner_form_heading()}
            id="partner-form-heading"
            className={styles.sectionHead}
          >
            <p>{m.partner_form_intro()}</p>
          </SectionHead>
          <div className={styles.formCard}>
            {/* The form's code loads once the page is hydrated: the prerendered HTML and the first
                render both hold its place. */}
            <ClientOnly fallback={formPlaceholder}>
              <Suspense fallback={formPlaceholder}>
                <PartnerForm />
              </Suspense>
            </ClientOnly>
          </div>
        </Container>
      </section>
    </InfoPage>
  )
}
