// Titles and introductions of every modal in Arabic (docs/product.md, "Modals").
import type * as en from './modals'
import { site } from './site'
import type { ModalCopy, ModalKind } from './types'

export type { ModalCopy }

const close = 'إغلاق'

export const modalCopy: Record<ModalKind, ModalCopy> = {
  offer: {
    title: 'عرض الروّاد الأوائل',
    intro: `المدارس التي تجهّز مختبر ${site.productName} الآن تحصل على ما هو أكثر من مجرد ترخيص.`,
    closeLabel: close,
  },
  schoolContact: {
    title: 'تواصل معنا',
    intro: 'أخبرنا عن مدرستك وسنخطط معك لمختبر يناسب طلابك.',
    closeLabel: close,
  },
  scheduling: {
    title: 'حدّد موعدًا لاجتماع',
    intro: 'اختر الوقت المناسب لك لمكالمة مدتها 30 دقيقة مع فريقنا التعليمي.',
    closeLabel: close,
  },
  connectWithUs: {
    title: 'راسلنا',
    intro: 'لديك أسئلة عن العوالم أو الإصدارات أو المنحة؟ أرسل لنا رسالة.',
    closeLabel: close,
  },
  schoolDemo: {
    title: 'احجز عرضًا توضيحيًا لمدرستك',
    intro: 'أخبرنا بعدد نظارات الواقع الافتراضي التي تحتاجها، وسنرتّب لك عرضًا توضيحيًا مباشرًا.',
    closeLabel: close,
  },
  partnership: {
    title: 'الشراكة والتعاون',
    intro: 'الشبكات التعليمية والشركات والشركاء التقنيون: لنبنِ المستقبل معًا.',
    closeLabel: close,
  },
  generalInquiries: {
    title: 'الاستفسارات العامة',
    intro: 'طالبًا كنت أو وليّ أمر أو محبًّا للمعرفة: اسألنا عن أي شيء.',
    closeLabel: close,
  },
  grantApplication: {
    title: 'قدّم طلب المنحة',
    intro: 'أخبرنا عن مدرستك لبدء طلب منحة لمختبر واقع افتراضي جديد.',
    closeLabel: close,
  },
  waitlist: {
    title: 'انضم إلى قائمة الانتظار',
    intro: `كن من أوائل من يعلمون بإطلاق ${site.productName} للأفراد.`,
    closeLabel: close,
  },
  subscribe: {
    title: 'تلقَّ الإشعارات',
    intro: 'أحدث مقالات «الابتكار والبحث» تصلك مباشرة إلى بريدك الإلكتروني.',
    closeLabel: close,
  },
  feedback: {
    title: 'شاركنا رأيك',
    intro: 'ما رأيك في هذا المقال؟ نقرأ كل رسالة تصلنا.',
    closeLabel: close,
  },
  video: {
    title: 'شاهد العرض الترويجي',
    intro: '',
    closeLabel: close,
  },
  search: {
    title: 'ابحث في الموقع',
    intro: '',
    closeLabel: close,
  },
}

export const offerPanel: typeof en.offerPanel = {
  heading: 'مزايا حصرية للروّاد الأوائل',
  benefits: [
    'منح متاحة',
    `وحدات مجانية من ${site.productName}`,
    'الوصول إلى الميزات الجديدة',
    'دعم ذو أولوية',
    'إنشاء محتوى مخصص',
  ],
  cta: 'احصل على العرض',
  note: '*لفترة محدودة فقط',
}

/** Shown inside a modal whose form arrives later, so the visitor always has a way to reach us. */
export const modalFallback: typeof en.modalFallback = {
  lead: 'يمكنك أيضًا مراسلتنا مباشرة على',
  email: site.contactEmail,
}

/** While the scheduling widget's script loads. */
export const schedulingLoading: typeof en.schedulingLoading = 'جارٍ تحميل أداة حجز المواعيد…'

/** When the scheduling widget cannot load (blocked, offline), the visitor still gets a way. */
export const schedulingFallback: typeof en.schedulingFallback = {
  lead: 'تعذّر تحميل أداة حجز المواعيد هنا. يمكنك اختيار موعد من صفحة الحجز لدينا بدلًا من ذلك.',
  linkLabel: 'افتح صفحة حجز المواعيد',
}
