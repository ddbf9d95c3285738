// The header's navigation in Arabic.
import type * as en from './navigation'
import { paths } from './paths'
import { site } from './site'
import type { NavGroup, NavLink } from './types'

const p = site.productName

/** Desktop header dropdowns, in order. */
export const headerGroups: NavGroup[] = [
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
      { label: `${p} للمدارس`, to: paths.schools },
      { label: `${p} للأفراد`, to: paths.individuals },
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

export const headerBlogsLink: NavLink = { label: 'المدونة', to: paths.blogs }
export const getInTouchLabel: typeof en.getInTouchLabel = 'تواصل معنا'
