// The header's navigation (docs/product.md, "Shell › Header and explore tray").
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
