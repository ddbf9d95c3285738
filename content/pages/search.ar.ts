import type { SearchCopy } from './search'
import { inAnyLanguage } from '../language-names.ar'
import { paths } from '../paths'

export const searchCopy: SearchCopy = {
  path: paths.search,
  title: 'البحث',
  description:
    'ابحث في الموقع كله: العوالم وموضوعات المناهج وصفحات المعلومات وأسئلتها والمنحة والدول والمدونة.',
  heading: 'ابحث في الموقع',
  intro: `اعثر على موضوع أو عالم أو صفحة أو سؤال ${inAnyLanguage}، وحتى دون اتصال بعد زيارتك الأولى.`,
  label: 'ابحث في الموقع',
  placeholder: 'البناء الضوئي، موعد المنحة، كينيا…',
  submit: 'بحث',
  resultsLabel: 'النتائج',
  loading: 'جارٍ تحميل البحث…',
  hint: 'اكتب موضوعًا أو صفحة أو سؤالًا.',
  one: 'نتيجة واحدة',
  many: 'عدد النتائج: {count}',
  none: 'لا نتائج لـ «{query}».',
  noneHelp: 'جرّب كلمات أخرى، أو ابحث في المدونة، أو اسألنا.',
  blogSearch: 'ابحث في المدونة',
  contact: 'اسألنا عبر نموذج التواصل',
  failed: 'تعذّر تحميل البحث.',
  retry: 'حاول مرة أخرى',
  offline: 'أنت غير متصل، ولم يُحفظ البحث على هذا الجهاز بعد. سيُحمَّل حين يعود الاتصال.',
  cut: 'كان بحثك طويلًا: يُبحث في أول {max} حرفًا منه فقط.',
  keptOffline: 'متاح دون اتصال',
  noScript:
    'تحتاج نتائج البحث إلى JavaScript، وهو لا يعمل في هذا المتصفح. يمكنك الوصول من هنا إلى صفحات الموقع الرئيسية:',
  kinds: {
    world: 'عالم',
    curriculum: 'المناهج',
    page: 'صفحة',
    faq: 'سؤال',
    countries: 'الدول',
    grant: 'المنحة',
    post: 'مقال في المدونة',
  },
}
