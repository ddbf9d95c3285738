// The header's navigation in French.
import type * as en from './navigation'
import { paths } from './paths'
import { site } from './site'
import type { NavGroup, NavLink } from './types'

const p = site.productName

/** Desktop header dropdowns, in order. */
export const headerGroups: NavGroup[] = [
  {
    id: 'about',
    label: 'À propos',
    links: [
      { label: 'Qui sommes-nous', to: paths.about },
      { label: 'Nous contacter', to: paths.contactUs },
    ],
  },
  {
    id: 'solutions',
    label: 'Solutions',
    links: [
      { label: `${p} pour les établissements scolaires`, to: paths.schools },
      { label: `${p} pour les particuliers`, to: paths.individuals },
      { label: 'Installation du laboratoire et licences', to: paths.labSetup },
    ],
  },
  {
    id: 'programs',
    label: 'Programmes',
    links: [
      { label: 'Programmes scolaires', to: paths.curriculum },
      { label: 'Matières', to: paths.subjects },
      { label: 'Formation et certification', to: paths.training },
      { label: 'Subvention', to: paths.grant },
    ],
  },
  {
    id: 'support',
    label: 'Assistance',
    links: [
      { label: 'Assistance et communauté', to: paths.support },
      { label: 'Devenir partenaire', to: paths.partner },
    ],
  },
]

export const headerBlogsLink: NavLink = { label: 'Blog', to: paths.blogs }
export const getInTouchLabel: typeof en.getInTouchLabel = 'Prendre contact'
