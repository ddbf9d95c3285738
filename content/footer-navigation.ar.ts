// The footer's navigation in Arabic: a module of its own, so that it travels with the footer's
// chunk (a deferred section) rather than with the header in the code every page wakes with.
import type * as en from './footer-navigation'
import { paths } from './paths'
import { site } from './site'
import type { NavGroup } from './types'

const p = site.productName

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
      { label: 'التدريب والاعتماد', to: paths.training },
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
    { label: 'مركز الثقة', to: paths.trust },
  ],
}

export const footerCopy: typeof en.footerCopy = {
  contactHeading: 'التواصل',
  mailLabel: 'معلومات عامة',
  copyright: `© ${site.copyrightYear} ${p}. جميع الحقوق محفوظة.`,
}
