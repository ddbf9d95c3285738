import type { PageContent } from '../types'
import { p, paths } from './shared'

export const page: PageContent = {
  path: paths.notFound,
  theme: 'plain',
  title: 'الصفحة غير موجودة',
  description:
    `تعذّر العثور على الصفحة التي تبحث عنها. عُد إلى الصفحة الرئيسية لـ${p} لاستكشاف عوالمنا ` +
    'العلمية الغامرة بالواقع الافتراضي.',
  heading: 'الصفحة غير موجودة',
  intro: 'يبدو أن هذه الصفحة انجرفت إلى الفضاء. دعنا نُعِدك إلى أرض صلبة.',
  // The screen is its image, heading and one line (docs/product.md): no other content.
  sections: [],
}

/** The screen is led by its image; this is its text. */
export const notFoundImageAlt = '404: نظارة واقع افتراضي تنجرف بعيدًا عن مدار مكسور'
