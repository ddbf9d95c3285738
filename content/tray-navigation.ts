// The explore tray's navigation in English: a module of its own, so that it travels with the
// tray's chunk (loaded when the visitor reaches for the menu) rather than with the header.
import { paths } from './paths'
import { site } from './site'
import type { NavGroup, NavLink } from './types'

const p = site.productName

/** Wide-screen tray links beside the worlds. */
export const trayWideLinks: NavLink[] = [
  { label: 'About Us', to: paths.about },
  { label: `${p} for Schools`, to: paths.schools },
  { label: `${p} for Individuals`, to: paths.individuals },
  { label: 'Blogs', to: paths.blogs },
  { label: 'Search the site', to: paths.search },
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
