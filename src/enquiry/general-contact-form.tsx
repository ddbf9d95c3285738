import { generalContactForm } from '../../schemas/forms/general-contact'
import { EnquiryForm } from './enquiry-form'

/** The 'Get Involved' form of the shared About section, in its own chunk. */
export default function GeneralContactForm() {
  return <EnquiryForm form={generalContactForm} />
}
