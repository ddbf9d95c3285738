import { connectWithUsForm } from '../../schemas/forms/connect-with-us'
import { feedbackForm } from '../../schemas/forms/feedback'
import { generalContactForm } from '../../schemas/forms/general-contact'
import { generalInquiriesForm } from '../../schemas/forms/general-inquiries'
import { grantApplicationForm } from '../../schemas/forms/grant-application'
import { partnerVariantForm } from '../../schemas/forms/partner-variant'
import { partnershipForm } from '../../schemas/forms/partnership'
import { schoolContactForm } from '../../schemas/forms/school-contact'
import { schoolDemoForm } from '../../schemas/forms/school-demo'
import { subscribeForm } from '../../schemas/forms/subscribe'
import { waitlistForm } from '../../schemas/forms/waitlist'

/**
 * Every form of the site, in the order the privacy notice and the trust center list them. Each
 * is its one definition (schemas/forms): what the page draws and what the service checks.
 */
export const everyForm = [
  generalContactForm,
  schoolContactForm,
  connectWithUsForm,
  schoolDemoForm,
  grantApplicationForm,
  partnershipForm,
  partnerVariantForm,
  generalInquiriesForm,
  feedbackForm,
  subscribeForm,
  waitlistForm,
] as const
