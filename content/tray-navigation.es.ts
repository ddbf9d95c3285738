// The explore tray's navigation in Spanish: a module of its own, so that it travels with the
// tray's chunk (loaded when the visitor reaches for the menu) rather than with the header.
import { paths } from './paths'
import { site } from './site'
import type { NavGroup, NavLink } from './types'

const p = site.productName

/** Wide-screen tray links beside the worlds. */
export const trayWideLinks: NavLink[] = [
  { label: 'Quiénes somos', to: paths.about },
  { label: `${p} para escuelas`, to: paths.schools },
  { label: `${p} para particulares`, to: paths.individuals },
  { label: 'Blog', to: paths.blogs },
  { label: 'Buscar en el sitio', to: paths.search },
]

/** The mobile tray's accordion: four groups, the first open. The blog reads Innovación e investigación. */
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
      { label: `${p} para escuelas (${site.schoolsEditionShort})`, to: paths.schools },
      { label: `${p} para particulares (${site.individualsEditionShort})`, to: paths.individuals },
      { label: 'Innovación e investigación', to: paths.blogs },
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
