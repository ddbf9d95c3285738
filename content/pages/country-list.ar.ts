import type { PageContent } from '../types'
import { applyForGrant, grant, p, paths } from './shared'
import { counted, countries, longDate, percent, schools } from './wording.ar'

const eligible = counted(grant.eligibleCountries, countries)

export const page: PageContent = {
  path: paths.countryList,
  theme: 'info',
  title: 'الدول المؤهلة',
  description:
    `اطّلع على ${eligible} يحق لمدارسها التقدّم بطلب منح تصل إلى ` +
    `${percent(grant.maxGrantPercent)} لإنشاء مختبر ${p} جديد للواقع الافتراضي، مرتّبة حسب ` +
    'القارة وقابلة للبحث بالاسم.',
  eyebrow: 'المنحة',
  heading: 'الدول المؤهلة للحصول على المنحة',
  intro:
    `يحق للمدارس في ${eligible} التقدّم بطلب. ابحث عن دولتك أدناه؛ فالدول مرتّبة حسب ` + 'القارة.',
  sections: [
    {
      id: 'find',
      heading: 'ابحث عن دولتك',
      body: 'اكتب أي جزء من اسم الدولة لتصفية القائمة.',
    },
    {
      id: 'rules',
      heading: 'قبل التقديم',
      items: [
        {
          title: 'الأولوية للأسبق',
          text: `أول ${counted(grant.schoolsPerCountry, schools)} في كل دولة.`,
        },
        {
          title: 'للمختبرات الجديدة فقط',
          text: 'تموّل المنحة مختبرات الواقع الافتراضي الجديدة، لا المختبرات القائمة.',
        },
        {
          title: 'الموعد النهائي',
          text: `قدّم طلبك في موعد أقصاه ${longDate(grant.deadline)}.`,
        },
      ],
      body:
        'تخضع الأهلية والشروط لإرشادات اتحاد عالمي لتعليم STEM، وقد تختلف من دولة إلى ' + 'أخرى.',
    },
    {
      id: 'apply',
      heading: 'هل دولتك ضمن القائمة؟',
      ctas: [applyForGrant, { kind: 'link', label: 'عن المنحة', to: paths.grant }],
    },
  ],
}
