import { formatters } from '../format'
import type { PageContent } from '../types'
import { grant, p, paths, sviName, svsName, upTo } from './shared'
import type * as en from './home'

const { number, percent } = formatters('ar')

export const page: PageContent = {
  path: paths.home,
  theme: 'home',
  title: 'تعلّم العلوم بالواقع الافتراضي الغامر',
  description:
    `تحوّل ${p} الأحياء والكيمياء والفيزياء وعلوم الفضاء إلى مختبرات واقع افتراضي غامرة ` +
    `للصفوف من الخامس إلى الثاني عشر، مع منح للمدارس تغطي ${upTo} من التكلفة.`,
  heading: 'مستقبل التعليم',
  intro:
    'ادخل إلى خلية حية، وإلى قلب تفاعل كيميائي، وإلى المجموعة الشمسية. ' +
    `تحوّل ${p} العلوم المدرسية إلى مختبرات افتراضية يستكشفها الطلاب ويكرّرون تجاربها ` +
    'ويتذكّرونها.',
  // The home page is drawn from `home` below, not from generic sections.
  sections: [],
}

export const home: typeof en.home = {
  heroSlides: [
    {
      id: 'future',
      title: 'ادخل إلى عالم العلوم',
      text:
        'ادخل إلى خلية حية، وإلى قلب تفاعل كيميائي، وإلى المجموعة الشمسية. ' +
        `تحوّل ${p} العلوم المدرسية إلى مختبرات افتراضية يستكشفها الطلاب ويكرّرون تجاربها ` +
        'ويتذكّرونها.',
      art: 'hero-vr-classroom',
    },
    {
      id: 'democratizing',
      title: 'نُتيح تعليم الغد للجميع، اليوم',
      text:
        `تغطي المنح ${upTo} من تكلفة مختبر واقع افتراضي جديد للمدارس المؤهّلة في ` +
        `${number(grant.eligibleCountries)} دولة.`,
      badge: { figure: `حتى ${percent(grant.maxGrantPercent)}`, label: 'منح' },
      link: { label: 'كيف تعمل المنحة', to: paths.grant },
      art: 'globe-eligibility',
    },
    {
      id: 'schools',
      title: 'تمكين المعلّمين وإلهام المتعلّمين',
      text: 'دروس وتجارب عملية واختبارات وتحليلات جاهزة، تتناسب مع جدولك الدراسي.',
      link: { label: svsName, to: paths.schools },
      art: 'lab-setup',
    },
    {
      id: 'individuals',
      title: 'تعلّم في مكانك وفي الوقت الذي يناسبك',
      text: `تقدّم ${sviName} العوالم نفسها في منزلك، على نظارتك الخاصة ووفق جدولك.`,
      link: { label: sviName, to: paths.individuals },
      art: 'world-hero-spaceverse',
    },
  ],
  earlyAdopter: {
    label: 'الروّاد الأوائل',
    text: 'منح ووحدات مجانية ودعم ذو أولوية للمدارس التي تنضم الآن.',
    offer: 'اطّلع على العرض',
    note: '*لفترة محدودة فقط',
  },
  products: {
    eyebrow: 'ستة عوالم',
    heading: 'كل مادة عالمٌ ينتظر الاستكشاف',
    body:
      'الأحياء والكيمياء والفيزياء وعلوم الفضاء جاهزة لفصلك اليوم، وعلوم الأرض والرياضيات ' +
      'في الطريق.',
    more: 'اعرف المزيد',
  },
}
