import { EnquiryForm } from './enquiry-form'
import { partnerVariantForm } from '../../schemas/forms/partner-variant'

/** The partner page's inline form, in its own chunk. */
export default function PartnerForm() {
  return <EnquiryForm form={partnerVariantForm} />
}
