import type { PageContent } from '../types'
import { p, paths, sviName, svsName } from './shared'

export const page: PageContent = {
  path: paths.notFound,
  theme: 'plain',
  title: 'الصفحة غير موجودة',
  description:
    `تعذّر العثور على الصفحة التي تبحث عنها. عُد إلى الصفحة الرئيسية لـ${p} لاستكشاف عوالمنا ` +
    'العلمية الغامرة بالواقع الافتراضي.',
  heading: 'الصفحة غير موجودة',
  intro: 'يبدو أن هذه الصفحة انجرفت إلى الفضاء. دعنا نُعِدك إلى أرض صلبة.',
  heroCtas: [{ kind: 'link', label: 'العودة إلى الرئيسية', to: paths.home }],
  sections: [
    {
      id: 'popular',
      heading: 'صفحات شائعة',
      items: [
        { title: svsName, to: paths.schools },
        { title: sviName, to: paths.individuals },
        { title: 'المواد الدراسية', to: paths.subjects },
        { title: 'الابتكار والبحث', to: paths.blogs },
      ],
    },
  ],
}

/** The screen is led by its image; this is its text. */
export const notFoundImageAlt = '404: نظارة واقع افتراضي تنجرف بعيدًا عن مدار مكسور'
