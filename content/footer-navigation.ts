// The footer's navigation in English: a module of its own, so that it travels with the footer's
// chunk (a deferred section) rather than with the header in the code every page wakes with.
import { paths } from './paths'
import { site } from './site'
import type { NavGroup } from './types'

const p = site.productName

export const footerGroups: NavGroup[] = [
  {
    id: 'about',
    label: 'About',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Contact Us', to: paths.contactUs },
    ],
  },
  {
    id: 'solutions',
    label: 'Solutions',
    links: [
      { label: `${p} For Schools`, to: paths.schools },
      { label: `${p} For Individuals`, to: paths.individuals },
      { label: 'Innovations & Research', to: paths.blogs },
      { label: 'Lab Setup & Licensing', to: paths.labSetup },
    ],
  },
  {
    id: 'programs',
    label: 'Programs',
    links: [
      { label: 'Curricula', to: paths.curriculum },
      { label: 'Training & Certifications', to: paths.training },
      { label: 'Subjects', to: paths.subjects },
      { label: 'Grants', to: paths.grant },
    ],
  },
  {
    id: 'support',
    label: 'Support',
    links: [
      { label: 'Support & Community', to: paths.support },
      { label: 'Partner with Us', to: paths.partner },
    ],
  },
]

/** The footer's bottom row: the accessibility statement and the privacy notice. */
export const footerLegal: NavGroup = {
  id: 'legal',
  label: 'Legal',
  links: [
    { label: 'Accessibility', to: paths.accessibility },
    { label: 'Privacy', to: paths.privacy },
    { label: 'Trust Center', to: paths.trust },
  ],
}

export const footerCopy = {
  contactHeading: 'Contact',
  mailLabel: 'General information',
  copyright: `© ${site.copyrightYear} ${p}. All rights reserved.`,
}
