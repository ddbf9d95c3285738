// The explore tray's navigation in French: a module of its own, so that it travels with the
// tray's chunk (loaded when the visitor reaches for the menu) rather than with the header.
import { paths } from './paths'
import { site } from './site'
import type { NavGroup, NavLink } from './types'

const p = site.productName

/** Wide-screen tray links beside the worlds. */
export const trayWideLinks: NavLink[] = [
  { label: 'Qui sommes-nous', to: paths.about },
  { label: `${p} pour les établissements scolaires`, to: paths.schools },
  { label: `${p} pour les particuliers`, to: paths.individuals },
  { label: 'Blog', to: paths.blogs },
  { label: 'Rechercher sur le site', to: paths.search },
]

/** The mobile tray's accordion: four groups, the first open. The blog reads Innovations et recherche. */
export const trayMobileGroups: NavGroup[] = [
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
      {
        label: `${p} pour les établissements scolaires (${site.schoolsEditionShort})`,
        to: paths.schools,
      },
      {
        label: `${p} pour les particuliers (${site.individualsEditionShort})`,
        to: paths.individuals,
      },
      { label: 'Innovations et recherche', to: paths.blogs },
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
