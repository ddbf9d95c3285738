import type { PageContent } from '../types'
import {
  annualLicense,
  earlyTier,
  grant,
  laterTier,
  p,
  paths,
  usd,
  viewCountryList,
} from './shared'
import { counted, countries, number, percent, schools } from './wording.ar'

const upTo = `تصل إلى ${percent(grant.maxGrantPercent)}`
const eligible = counted(grant.eligibleCountries, countries)

export const page: PageContent = {
  path: paths.labSetup,
  theme: 'info',
  title: 'تجهيز المختبر والترخيص',
  description:
    `كيف يُجهَّز مختبر ${p} للواقع الافتراضي، ويُرخَّص لكل مختبر، ويُموَّل بمنح ${upTo}، من ` +
    'الاستشارة الأولى حتى الدعم المستمر.',
  eyebrow: 'تجهيز المختبر والترخيص',
  heading: 'تجهيز بلا عناء، وإتاحة حول العالم',
  intro:
    'نتولّى كل شيء من المحادثة الأولى حتى الدرس الأول، لتتمكن مدرستك من افتتاح مختبر للواقع ' +
    'الافتراضي دون أي أعمال إنشائية.',
  heroCtas: [{ kind: 'link', label: 'اعرف المزيد', to: '#journey' }],
  sections: [
    {
      id: 'journey',
      display: 'steps',
      eyebrow: 'خمس خطوات',
      heading: 'رحلتك نحو مختبر الواقع الافتراضي',
      items: [
        {
          badge: `الخطوة ${number(1)}`,
          title: 'الاستشارة الأولية',
          text: 'نتعرّف على طلابك ومنهجك والمساحة المتاحة وأهدافك.',
        },
        {
          badge: `الخطوة ${number(2)}`,
          title: 'العروض التوضيحية والمنح',
          text: 'يجرّب فريقك العوالم مباشرة، ونساعدك في التقدّم بطلب للحصول على منحة.',
        },
        {
          badge: `الخطوة ${number(3)}`,
          title: 'الشراء والتجهيز',
          text: 'نوفّر نظارات الواقع الافتراضي ونركّبها ونضبط إعداداتها في مختبرك.',
        },
        {
          badge: `الخطوة ${number(4)}`,
          title: 'التدريب',
          text: 'يتلقى المعلمون وفريق تقنية المعلومات التدريب والاعتماد اللازمين لتشغيل المختبر.',
        },
        {
          badge: `الخطوة ${number(5)}`,
          title: 'الدعم المستمر',
          text: 'تحديثات ومحتوى جديد وفريق دعم متى احتجت إليه.',
        },
      ],
    },
    {
      id: 'licensing',
      eyebrow: 'الأسعار',
      heading: 'ترخيص مرن',
      items: [
        {
          title: 'ترخيص لكل مختبر',
          text:
            'يغطي الترخيص الواحد مختبرًا واحدًا للواقع الافتراضي، فيتعلّم عدة طلاب في الوقت ' +
            'نفسه، ولكلٍّ منهم وصول كامل إلى جميع العوالم المتاحة.',
        },
        {
          title: 'أسعار واضحة',
          text:
            `${annualLicense} لكل مختبر سنويًا، دون رسوم خفية. ومع المنحة: ` +
            `${usd(earlyTier.pricePerLabPerYear)} من السنة ${number(earlyTier.fromYear)} إلى ` +
            `السنة ${number(earlyTier.toYear)}، و${usd(laterTier.pricePerLabPerYear)} من السنة ` +
            `${number(laterTier.fromYear)} إلى السنة ${number(laterTier.toYear)}.`,
        },
        {
          title: 'برنامج منح حصري',
          text:
            `منح ${upTo} لأول ${counted(grant.schoolsPerCountry, schools)} في كل دولة ` +
            'مؤهلة تفتتح مختبرًا جديدًا.',
        },
      ],
    },
    {
      id: 'eligibility',
      eyebrow: 'الأهلية',
      heading: `متاح في ${eligible}`,
      body:
        `يحق للمدارس في ${eligible} عبر ست قارات التقدّم بطلب. تحقّق من وجود دولتك في ` +
        'القائمة قبل أن تبدأ.',
      ctas: [viewCountryList],
      image: {
        art: 'globe-eligibility',
        alt: `كرة أرضية تُبرز المدارس في الدول المؤهلة، وعددها ${number(grant.eligibleCountries)}`,
        width: 640,
        height: 420,
      },
    },
    {
      id: 'get-started',
      heading: 'هل أنت مستعد لإطلاق إمكانات الواقع الافتراضي في مدرستك؟',
      body: 'حدّثنا عن مدرستك، وسنرشدك خلال التجهيز والترخيص وطلب المنحة.',
      ctas: [{ kind: 'modal', label: 'تواصل معنا', modal: 'grantApplication' }],
    },
    {
      id: 'grant-note',
      heading: 'عن المنحة',
      body:
        'يُدار برنامج المنح عبر اتحاد عالمي لتعليم STEM، وتحدّد إرشاداته الأهلية والشروط، ' +
        'وقد تختلف من دولة إلى أخرى.',
    },
  ],
}
