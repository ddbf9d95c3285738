// The header's navigation in Spanish.
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
      { label: `${p} para escuelas`, to: paths.schools },
      { label: `${p} para particulares`, to: paths.individuals },
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
