import { connectWithUsForm } from './connect-with-us'
import type { FormDefinition } from './define'
import { feedbackForm } from './feedback'
import { generalContactForm } from './general-contact'
import { generalInquiriesForm } from './general-inquiries'
import { grantApplicationForm } from './grant-application'
import { partnerVariantForm } from './partner-variant'
import { partnershipForm } from './partnership'
import { schoolContactForm } from './school-contact'
import { schoolDemoForm } from './school-demo'

/**
 * The forms that send an e-mail, by their one name: the service's outbox checks an enquiry with
 * the definition its `form` names (server/enquiry-check.ts). The service only: the browser loads
 * each form's definition on its own.
 */
export const emailForms: ReadonlyMap<string, FormDefinition> = new Map(
  [
    connectWithUsForm,
    feedbackForm,
    generalContactForm,
    generalInquiriesForm,
    grantApplicationForm,
    partnerVariantForm,
    partnershipForm,
    schoolContactForm,
    schoolDemoForm,
  ].map((form) => [form.id, form as FormDefinition]),
)
