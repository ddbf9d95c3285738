// Header, explore tray and footer navigation in Arabic.
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

/** Wide-screen tray links beside the worlds. */
export const trayWideLinks: NavLink[] = [
  { label: 'من نحن', to: paths.about },
  { label: `${p} للمدارس`, to: paths.schools },
  { label: `${p} للأفراد`, to: paths.individuals },
  { label: 'المدونة', to: paths.blogs },
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

export const footerGroups: NavGroup[] = [
  {
    id: 'about',
    label: 'عن الشركة',
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
      { label: 'الابتكار والبحث', to: paths.blogs },
      { label: 'تجهيز المختبر والترخيص', to: paths.labSetup },
    ],
  },
  {
    id: 'programs',
    label: 'البرامج',
    links: [
      { label: 'المناهج الدراسية', to: paths.curriculum },
      { label: 'التدريب والشهادات', to: paths.training },
      { label: 'المواد الدراسية', to: paths.subjects },
      { label: 'المنح', to: paths.grant },
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

export const footerLegal: NavGroup = {
  id: 'legal',
  label: 'معلومات قانونية',
  links: [
    { label: 'إمكانية الوصول', to: paths.accessibility },
    { label: 'الخصوصية', to: paths.privacy },
  ],
}

export const footerCopy: typeof en.footerCopy = {
  contactHeading: 'التواصل',
  mailLabel: 'معلومات عامة',
  copyright: `© ${site.copyrightYear} ${p}. جميع الحقوق محفوظة.`,
}
