// What the Arabic page copy shares: derived figures, calls to action and the base content it
// draws on. Numbers come from site.ts (figures: facts.ts, written with format.ts), addresses from
// paths.ts. Phrases such as `upTo` and `earlyYears` are built to follow a verb or "في":
// "منح تغطي ما يصل إلى 75%"، "في السنوات من 1 إلى 3".
import { formatters } from '../format'
import { paths } from '../paths'
import { claims, grant, pricing, site } from '../site'
import type { Cta, PageContent } from '../types'
import { comingSoonLabel, worlds } from '../worlds'
import { syllabusPaths } from '../syllabus-paths'
import type * as en from './shared'

const format = formatters('ar')
const { number } = format

export const p = site.productName
export const svsName = `${p} للمدارس`
export const sviName = `${p} للأفراد`

/** Groups digits in threes, with Latin digits: 6000 gives '6,000'. */
export const grouped = format.grouped
/** US dollars, whole: '6,000 US$'. */
export const usd = format.usd

export const [earlyTier, laterTier] = pricing.grantTiers
export const annualLicense = usd(pricing.annualLicencePerLab)
export const earlyYears = `السنوات من ${number(earlyTier.fromYear)} إلى ${number(earlyTier.toYear)}`
export const laterYears = `السنوات من ${number(laterTier.fromYear)} إلى ${number(laterTier.toYear)}`
export const upTo = `ما يصل إلى ${format.percent(grant.maxGrantPercent)}`
export const schoolsPerCountry = grouped(grant.schoolsPerCountry)
export const certificationFrom = usd(pricing.certificationFrom)

export const worldsOnline = worlds.filter((world) => !world.coming)
export const worldsComing = worlds.filter((world) => world.coming)

export const getInTouch: Cta = { kind: 'modal', label: 'تواصل معنا', modal: 'schoolContact' }
export const connectWithUs: Cta = {
  kind: 'modal',
  label: 'راسلنا',
  modal: 'connectWithUs',
}
export const joinWaitlist: Cta = {
  kind: 'modal',
  label: 'انضم إلى قائمة الانتظار',
  modal: 'waitlist',
}
export const applyForGrant: Cta = {
  kind: 'modal',
  label: 'قدّم طلب المنحة',
  modal: 'grantApplication',
}
export const viewCountryList: Cta = { kind: 'link', label: 'عرض القائمة', to: paths.countryList }

export const faqHeading: typeof en.faqHeading = 'الأسئلة الشائعة'

export const contactPage: typeof en.contactPage = {
  theme: 'info',
  title: 'اتصل بنا',
  description:
    `احجز عرضًا توضيحيًا لمنصة ${p} لمدرستك، أو استكشف فرص الشراكة، أو اطرح سؤالك ` +
    'بصفتك طالبًا أو وليّ أمر. تواصل مع فريقنا عبر البريد الإلكتروني أو وسائل التواصل ' +
    'الاجتماعي.',
  eyebrow: 'اتصل بنا',
  heading: 'لنتحدث عن العلوم',
  intro:
    'سواء كنت تقود مدرسة، أو ترغب في بناء شيء معنا، أو يدفعك الفضول فحسب، فالشخص المناسب ' +
    'في فريقنا على بُعد نقرة واحدة.',
  sections: [
    {
      id: 'schools',
      eyebrow: 'للمدارس',
      heading: 'شاهد مختبر الواقع الافتراضي وهو يعمل',
      body:
        'هل تقود مدرسة أو قسم علوم أو فريق تقنية معلومات؟ احجز عرضًا توضيحيًا ' +
        'مباشرًا، وسنعرّفك على العوالم ولوحة تحكم المعلّم والمنحة التي قد تغطي ' +
        `${upTo} من تكلفة مختبر جديد.`,
      ctas: [{ kind: 'modal', label: 'احجز عرضًا توضيحيًا', modal: 'schoolDemo' }],
    },
    {
      id: 'partners',
      eyebrow: 'للشركاء',
      heading: 'لنوسّع التعلّم الغامر معًا',
      body:
        'هل تمثّل شبكة تعليمية أو جهة توزيع أو شركة تقنية أو مؤسسة؟ أخبرنا كيف تودّ العمل ' +
        `معنا، وسنجد الصيغة الأنسب لإطلاق ${p} في منطقتك.`,
      ctas: [{ kind: 'modal', label: 'استكشف الشراكات', modal: 'partnership' }],
    },
    {
      id: 'students',
      eyebrow: 'للطلاب وأولياء الأمور',
      heading: 'اسألنا عن أي شيء',
      body:
        'هل تتساءل كيف يعمل التعلّم بالواقع الافتراضي، وهل هو آمن، ومتى يمكنك تجربته في ' +
        'المنزل؟ أرسل إلينا سؤالك وسيجيبك شخص حقيقي من فريقنا.',
      ctas: [{ kind: 'modal', label: 'أرسل استفسارًا', modal: 'generalInquiries' }],
    },
    {
      id: 'reach-us',
      heading: 'تواصل معنا مباشرة',
      body:
        `تفضّل البريد الإلكتروني؟ راسلنا على ${site.contactEmail} وسنرد عليك قريبًا. ` +
        'ولمتابعة الأخبار والعوالم الجديدة وقصص الفصول الدراسية، تابعنا على وسائل التواصل ' +
        'الاجتماعي.',
      items: site.social.map((link) => ({ title: link.label, to: link.href })),
      ctas: [{ kind: 'link', label: site.contactEmail, to: `mailto:${site.contactEmail}` }],
    },
  ],
} satisfies Omit<PageContent, 'path'>

export { claims, comingSoonLabel, grant, paths, pricing, site, syllabusPaths, worlds }
