// The footer's navigation in French: a module of its own, so that it travels with the footer's
// chunk (a deferred section) rather than with the header in the code every page wakes with.
import type * as en from './footer-navigation'
import { paths } from './paths'
import { site } from './site'
import type { NavGroup } from './types'

const p = site.productName

export const footerGroups: NavGroup[] = [
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
      { label: 'Innovations et recherche', to: paths.blogs },
      { label: 'Installation du laboratoire et licences', to: paths.labSetup },
    ],
  },
  {
    id: 'programs',
    label: 'Programmes',
    links: [
      { label: 'Programmes scolaires', to: paths.curriculum },
      { label: 'Formations et certifications', to: paths.training },
      { label: 'Matières', to: paths.subjects },
      { label: 'Subventions', to: paths.grant },
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

export const footerLegal: NavGroup = {
  id: 'legal',
  label: 'Informations légales',
  links: [
    { label: 'Accessibilité', to: paths.accessibility },
    { label: 'Confidentialité', to: paths.privacy },
    { label: 'Centre de confiance', to: paths.trust },
  ],
}

export const footerCopy: typeof en.footerCopy = {
  contactHeading: 'Contact',
  mailLabel: 'Informations générales',
  copyright: `© ${site.copyrightYear} ${p}. Tous droits réservés.`,
}
