import { formatters } from '../format'
import type { PageContent } from '../types'
import {
  annualLicense,
  applyForGrant,
  earlyTier,
  earlyYears,
  faqHeading,
  grant,
  laterTier,
  laterYears,
  p,
  paths,
  schoolsPerCountry,
  upTo,
  usd,
  viewCountryList,
} from './shared'

const { number, percent } = formatters('ar')
const countries = number(grant.eligibleCountries)
/** The grant's partner, named the same way on every mention. */
const federation = 'اتحاد عالمي لتعليم STEM'

export const page: PageContent = {
  path: paths.grant,
  theme: 'info',
  title: 'برنامج المنح',
  description:
    `منح تغطي ${upTo} من تكلفة مختبرات ${p} الجديدة للواقع الافتراضي، لأول ` +
    `${schoolsPerCountry} مدرسة في كل دولة من ${countries} دولة. قدّم طلبك في موعد أقصاه ` +
    `${grant.deadlineLabel}.`,
  eyebrow: 'المنحة',
  heading: `منح تصل إلى ${percent(grant.maxGrantPercent)} لمختبرات الواقع الافتراضي الجديدة`,
  intro:
    `بالتعاون مع ${federation}، نساعد المدارس على افتتاح مختبرات علوم غامرة بجزء بسيط ` +
    'من التكلفة المعتادة.',
  heroCtas: [applyForGrant],
  sections: [
    {
      id: 'eligibility',
      eyebrow: 'من يحق له التقديم',
      heading: 'الأهلية',
      items: [
        {
          figure: countries,
          title: 'دولة مؤهّلة',
          text: 'يمكن للمدارس في ست قارات التقديم.',
        },
        {
          figure: schoolsPerCountry,
          title: 'مدرسة في كل دولة',
          text: 'تُمنح المنح لأوائل المدارس المتقدّمة في كل دولة.',
        },
        {
          figure: 'جديدة',
          title: 'المختبرات الجديدة فقط',
          text: 'تموّل المنحة مختبرات الواقع الافتراضي الجديدة، لا المختبرات القائمة.',
        },
        {
          figure: grant.deadlineLabel,
          title: 'آخر موعد للتقديم',
          text: 'يجب أن تصلنا الطلبات في موعد أقصاه هذا التاريخ.',
        },
      ],
    },
    {
      id: 'tiers',
      eyebrow: 'ما تدفعه',
      heading: 'شرائح المنحة',
      body: `دون منحة، يبلغ الترخيص السنوي ${annualLicense} لكل مختبر.`,
      items: [
        {
          title: `السنوات ${number(earlyTier.fromYear)}–${number(earlyTier.toYear)}`,
          figure: percent(earlyTier.grantPercent),
          text: `مع المنحة، تدفع ${usd(earlyTier.pricePerLabPerYear)} لكل مختبر سنويًا.`,
        },
        {
          title: `السنوات ${number(laterTier.fromYear)}–${number(laterTier.toYear)}`,
          figure: percent(laterTier.grantPercent),
          text: `مع المنحة، تدفع ${usd(laterTier.pricePerLabPerYear)} لكل مختبر سنويًا.`,
        },
      ],
      ctas: [
        {
          kind: 'link',
          label: 'احسب تكاليفك التقديرية',
          to: `${paths.labSetup}#estimator`,
          variant: 'secondary',
        },
      ],
    },
    {
      id: 'countries',
      heading: 'هل دولتك مؤهّلة؟',
      body: `اطّلع على جميع الدول المؤهّلة، وعددها ${countries} دولة، مصنّفة حسب القارة.`,
      ctas: [viewCountryList],
    },
    {
      id: 'apply',
      heading: 'قدّم طلب منحتك',
      body:
        'أخبرنا عن مدرستك وخططك لمختبر جديد. تُدار المنحة عبر ' +
        `${federation}، وتحدّد إرشاداته شروط الأهلية والأحكام التي قد تختلف من دولة إلى أخرى.`,
      ctas: [applyForGrant],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'من يحق له التقديم؟',
          text:
            'المدارس التي تفتتح مختبر واقع افتراضي جديدًا في أي من الدول المؤهّلة، وعددها ' +
            `${countries} دولة. وتتأهّل أول ${schoolsPerCountry} مدرسة في كل دولة.`,
        },
        {
          title: 'ما الذي تغطيه المنحة؟',
          text:
            `تغطي ${percent(earlyTier.grantPercent)} من الترخيص السنوي البالغ ${annualLicense} ` +
            `في ${earlyYears}، فتدفع ${usd(earlyTier.pricePerLabPerYear)} لكل مختبر سنويًا، ` +
            `و${percent(laterTier.grantPercent)} في ${laterYears}، فتدفع ` +
            `${usd(laterTier.pricePerLabPerYear)}.`,
        },
        {
          title: 'هل يمكننا استخدام المنحة لمختبر قائم؟',
          text: 'لا. المنحة مخصّصة للمختبرات الجديدة فقط، لتصل إلى المدارس الأكثر حاجة إليها.',
        },
        {
          title: 'ما آخر موعد للتقديم؟',
          text: `يجب تقديم الطلبات في موعد أقصاه ${grant.deadlineLabel}.`,
        },
        {
          title: 'من يقرّر أهليتنا؟',
          text:
            `تُدار المنحة عبر ${federation}، وتحدّد إرشاداته شروط الأهلية والأحكام التي قد ` +
            'تختلف من دولة إلى أخرى.',
        },
      ],
    },
  ],
}
