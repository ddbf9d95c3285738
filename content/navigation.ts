// Header, explore tray and footer navigation (docs/product.md, "Shell › Header and explore tray").
import { paths } from './paths'
import { site } from './site'
import type { NavGroup, NavLink } from './types'

const p = site.productName

/** Desktop header dropdowns, in order. */
export const headerGroups: NavGroup[] = [
  {
    id: 'about',
    label: 'About Us',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Contact Us', to: paths.contactUs },
    ],
  },
  {
    id: 'solutions',
    label: 'Solutions',
    links: [
      { label: `${p} for Schools`, to: paths.schools },
      { label: `${p} for Individuals`, to: paths.individuals },
      { label: 'Lab Setup & Licensing', to: paths.labSetup },
    ],
  },
  {
    id: 'programs',
    label: 'Programs',
    links: [
      { label: 'Curriculum', to: paths.curriculum },
      { label: 'Subjects', to: paths.subjects },
      { label: 'Training & Certification', to: paths.training },
      { label: 'Grant', to: paths.grant },
    ],
  },
  {
    id: 'support',
    label: 'Support',
    links: [
      { label: 'Support & Community', to: paths.support },
      { label: 'Partner With Us', to: paths.partner },
    ],
  },
]

export const headerBlogsLink: NavLink = { label: 'Blogs', to: paths.blogs }
export const getInTouchLabel: string = 'Get in Touch'

/** Wide-screen tray links beside the worlds. */
export const trayWideLinks: NavLink[] = [
  { label: 'About Us', to: paths.about },
  { label: `${p} for Schools`, to: paths.schools },
  { label: `${p} for Individuals`, to: paths.individuals },
  { label: 'Blogs', to: paths.blogs },
]

/** The mobile tray's accordion: four groups, the first open. Blogs reads Innovations & Research. */
export const trayMobileGroups: NavGroup[] = [
  {
    id: 'about',
    label: 'About Us',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Contact Us', to: paths.contactUs },
    ],
  },
  {
    id: 'solutions',
    label: 'Solutions',
    links: [
      { label: `${p} for Schools (${site.schoolsEditionShort})`, to: paths.schools },
      { label: `${p} for Individuals (${site.individualsEditionShort})`, to: paths.individuals },
      { label: 'Innovations & Research', to: paths.blogs },
      { label: 'Lab Setup & Licensing', to: paths.labSetup },
    ],
  },
  {
    id: 'programs',
    label: 'Programs',
    links: [
      { label: 'Curriculum', to: paths.curriculum },
      { label: 'Subjects', to: paths.subjects },
      { label: 'Training & Certification', to: paths.training },
      { label: 'Grant', to: paths.grant },
    ],
  },
  {
    id: 'support',
    label: 'Support',
    links: [
      { label: 'Support & Community', to: paths.support },
      { label: 'Partner With Us', to: paths.partner },
    ],
  },
]

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
  ],
}

export const footerCopy = {
  contactHeading: 'Contact',
  mailLabel: 'General information',
  copyright: `© ${site.copyrightYear} ${p}. All rights reserved.`,
}
