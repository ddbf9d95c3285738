// The footer's navigation in Spanish: a module of its own, so that it travels with the footer's
// chunk (a deferred section) rather than with the header in the code every page wakes with.
import type * as en from './footer-navigation'
import { paths } from './paths'
import { site } from './site'
import type { NavGroup } from './types'

const p = site.productName

export const footerGroups: NavGroup[] = [
  {
    id: 'about',
    label: 'Nosotros',
    links: [
      { label: 'Quiénes somos', to: paths.about },
      { label: 'Contacto', to: paths.contactUs },
    ],
  },
  {
    id: 'solutions',
    label: 'Soluciones',
    links: [
      { label: `${p} para escuelas`, to: paths.schools },
      { label: `${p} para particulares`, to: paths.individuals },
      { label: 'Innovación e investigación', to: paths.blogs },
      { label: 'Instalación y licencias', to: paths.labSetup },
    ],
  },
  {
    id: 'programs',
    label: 'Programas',
    links: [
      { label: 'Currículos', to: paths.curriculum },
      { label: 'Capacitación y certificaciones', to: paths.training },
      { label: 'Asignaturas', to: paths.subjects },
      { label: 'Subvenciones', to: paths.grant },
    ],
  },
  {
    id: 'support',
    label: 'Soporte',
    links: [
      { label: 'Soporte y comunidad', to: paths.support },
      { label: 'Asóciese con nosotros', to: paths.partner },
    ],
  },
]

export const footerLegal: NavGroup = {
  id: 'legal',
  label: 'Información legal',
  links: [
    { label: 'Accesibilidad', to: paths.accessibility },
    { label: 'Privacidad', to: paths.privacy },
    { label: 'Centro de confianza', to: paths.trust },
  ],
}

export const footerCopy: typeof en.footerCopy = {
  contactHeading: 'Contacto',
  mailLabel: 'Información general',
  copyright: `© ${site.copyrightYear} ${p}. Todos los derechos reservados.`,
}
