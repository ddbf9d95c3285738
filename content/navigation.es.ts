// Header, explore tray and footer navigation in Spanish.
import type * as en from './navigation'
import { paths } from './paths'
import { site } from './site'
import type { NavGroup, NavLink } from './types'

const p = site.productName

/** Desktop header dropdowns, in order. */
export const headerGroups: NavGroup[] = [
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
      { label: `${p} para Escuelas`, to: paths.schools },
      { label: `${p} para Particulares`, to: paths.individuals },
      { label: 'Instalación y licencias', to: paths.labSetup },
    ],
  },
  {
    id: 'programs',
    label: 'Programas',
    links: [
      { label: 'Currículo', to: paths.curriculum },
      { label: 'Asignaturas', to: paths.subjects },
      { label: 'Capacitación y certificación', to: paths.training },
      { label: 'Subvención', to: paths.grant },
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

export const headerBlogsLink: NavLink = { label: 'Blog', to: paths.blogs }
export const getInTouchLabel: typeof en.getInTouchLabel = 'Contáctenos'

/** Wide-screen tray links beside the worlds. */
export const trayWideLinks: NavLink[] = [
  { label: 'Quiénes somos', to: paths.about },
  { label: `${p} para Escuelas`, to: paths.schools },
  { label: `${p} para Particulares`, to: paths.individuals },
  { label: 'Blog', to: paths.blogs },
]

/** The mobile tray's accordion: four groups, the first open. The blog reads Innovación e Investigación. */
export const trayMobileGroups: NavGroup[] = [
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
      { label: `${p} para Escuelas (${site.schoolsEditionShort})`, to: paths.schools },
      { label: `${p} para Particulares (${site.individualsEditionShort})`, to: paths.individuals },
      { label: 'Innovación e Investigación', to: paths.blogs },
      { label: 'Instalación y licencias', to: paths.labSetup },
    ],
  },
  {
    id: 'programs',
    label: 'Programas',
    links: [
      { label: 'Currículo', to: paths.curriculum },
      { label: 'Asignaturas', to: paths.subjects },
      { label: 'Capacitación y certificación', to: paths.training },
      { label: 'Subvención', to: paths.grant },
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
      { label: `${p} para Escuelas`, to: paths.schools },
      { label: `${p} para Particulares`, to: paths.individuals },
      { label: 'Innovación e Investigación', to: paths.blogs },
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
  ],
}

export const footerCopy: typeof en.footerCopy = {
  contactHeading: 'Contacto',
  mailLabel: 'Información general',
  copyright: `© ${site.copyrightYear} ${p}. Todos los derechos reservados.`,
}
