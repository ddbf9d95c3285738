import type { Cta, PageContent } from '../types'
import { claims, getInTouch, grant, p, paths, svsName } from './shared'
import { claimValue, counted, experiences, percent } from './wording.ar'

export const page: PageContent = {
  path: paths.blogs,
  theme: 'blog',
  title: 'الابتكار والبحث',
  description:
    'أبحاث وقصص من الفصول الدراسية وأخبار عن التعلّم الغامر ومختبرات العلوم بالواقع ' +
    `الافتراضي ومستقبل التعليم، من فريق ${p}.`,
  eyebrow: 'المدوّنة',
  heading: 'الابتكار والبحث',
  intro: 'أفكار وأدلة وقصص من فصول دراسية تتعلّم بالفعل في الواقع الافتراضي.',
  heroCtas: [{ kind: 'modal', label: 'اشترك في التنبيهات', modal: 'subscribe' }],
  sections: [
    {
      id: 'latest',
      eyebrow: 'الأحدث',
      heading: 'جديد المختبر',
    },
    {
      id: 'all',
      heading: 'جميع المقالات',
      body: 'ابحث بكلمة مفتاحية أو تصفّح حسب الفئة.',
    },
    { id: 'trending', heading: 'الأكثر قراءة' },
    { id: 'categories', heading: 'الفئة' },
    { id: 'empty', heading: 'لم يُعثر على مقالات', body: 'يُرجى تجربة بحث آخر' },
  ],
}

/** The post page's own copy (docs/product.md, "Blog › Post"): the share row and the product banner. */
export const postPage = {
  share: {
    heading: 'شارك هذا المقال',
    /** The accessible names of the icon-only share buttons. */
    networks: {
      facebook: 'شارك على Facebook',
      instagram: 'شارك على Instagram',
      x: 'شارك على X (تويتر سابقًا)',
      linkedin: 'شارك على LinkedIn',
      email: 'شارك عبر البريد الإلكتروني',
    },
    copyLink: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
    copiedForInstagram: 'تم نسخ الرابط: الصقه في Instagram',
    copyFailed: 'تعذّر نسخ الرابط',
  },
  /** Shown with the default banner that replaces a post's broken one. */
  defaultBannerAlt: `شكل سداسي تحيط به حلقات مدارية، وهو الشعار المميز لـ${p}`,
}

/** The blog's product banner: under the list, and after a post's share row. */
export const blogPromo = {
  eyebrow: svsName,
  heading: 'حوّل أي فصل دراسي إلى مختبر علوم بالواقع الافتراضي',
  text:
    `أكثر من ${counted(claimValue(claims.experiences), experiences)} تفاعلية، من الخلية إلى ` +
    `المجموعة الشمسية، ومنح تغطي ما يصل إلى ${percent(grant.maxGrantPercent)} من تكلفة ` +
    'مختبر جديد.',
  /** Artwork in src/assets/art. */
  art: 'hero-vr-classroom',
  ctas: [{ kind: 'link', label: 'اعرف المزيد', to: paths.schools }, getInTouch] satisfies Cta[],
}
