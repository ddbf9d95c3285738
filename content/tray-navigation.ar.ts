// The explore tray's navigation in Arabic: a module of its own, so that it travels with the
// tray's chunk (loaded when the visitor reaches for the menu) rather than with the header.
import { paths } from './paths'
import { site } from './site'
import type { NavGroup, NavLink } from './types'

const p = site.productName

/** Wide-screen tray links beside the worlds. */
export const trayWideLinks: NavLink[] = [
  { label: 'من نحن', to: paths.about },
  { label: `${p} للمدارس`, to: paths.schools },
  { label: `${p} للأفراد`, to: paths.individuals },
  { label: 'المدونة', to: paths.blogs },
  { label: 'ابحث في الموقع', to: paths.search },
]

/** The mobile tray's accordion: four groups, the first open. The blog reads الابتكار والبحث. */
export const trayMobileGroups: NavGroup[] = [
  {
    id: 'about',
    label: 'من نحن',
    links: [
      { label: 'من نحن', to: paths.about },
      { label: 'اتصل بنا', to: paths.contactUs },
    ],
  },
  {
    id: 'solutions',
    label: 'الحلول',
    links: [
      { label: `${p} للمدارس (${site.schoolsEditionShort})`, to: paths.schools },
      { label: `${p} للأفراد (${site.individualsEditionShort})`, to: paths.individuals },
      { label: 'الابتكار والبحث', to: paths.blogs },
      { label: 'تجهيز المختبر والترخيص', to: paths.labSetup },
    ],
  },
  {
    id: 'programs',
    label: 'البرامج',
    links: [
      { label: 'المنهج الدراسي', to: paths.curriculum },
      { label: 'المواد الدراسية', to: paths.subjects },
      { label: 'التدريب والاعتماد', to: paths.training },
      { label: 'المنحة', to: paths.grant },
    ],
  },
  {
    id: 'support',
    label: 'الدعم',
    links: [
      { label: 'الدعم والمجتمع', to: paths.support },
      { label: 'كن شريكًا لنا', to: paths.partner },
    ],
  },
]
