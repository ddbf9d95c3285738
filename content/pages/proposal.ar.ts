import type * as en from './proposal'
import { paths } from '../paths'
import { site } from '../site'

const p = site.productName

export const proposal: typeof en.proposal = {
  path: '/proposal',
  title: 'مقترح مختبر علوم بالواقع الافتراضي',
  description:
    `مقترح قابل للطباعة لمختبر علوم بالواقع الافتراضي من ${p}: الترخيص عامًا بعام مع المنحة ` +
    'ومن دونها، وما يشمله، ومدى توافقه مع المنهج، والخطوات التالية.',
  eyebrow: `${p} للمدارس`,
  preparedFor: 'أُعدّ لـ',
  preparedOn: 'تاريخ الإعداد',
  reading: 'جارٍ قراءة عنوان المقترح…',
  controls: {
    heading: 'عدّل هذا المقترح',
    intro: 'غيّر أي خيار: يتبعه المستند وعنوانه.',
    labs: 'عدد المختبرات',
    years: 'مدة الترخيص',
    curriculum: 'المنهج',
    country: 'الدولة',
    school: 'اسم المدرسة (اختياري)',
    none: 'لم يُختر',
  },
  ignored: {
    heading: 'تعذّر استخدام جزء من هذا العنوان',
    labs: 'لم يكن عدد المختبرات عددًا صحيحًا من {min} إلى {max}: يُعرض {value}.',
    years: 'لم تكن مدة الترخيص من {min} إلى {max} سنوات: تُعرض {value}.',
    curriculum: 'المنهج غير معروف لدينا: لا يُعرض أي منهج.',
    country: 'الدولة غير معروفة لدينا: لا تُعرض أي دولة.',
    school: 'كان اسم المدرسة أطول من {max} حرفًا فاختُصر.',
    dismiss: 'إغلاق',
  },
  summary: {
    heading: 'الملخص',
    labs: {
      zero: '{count} مختبر',
      one: 'مختبر واحد',
      two: 'مختبران',
      few: '{count} مختبرات',
      many: '{count} مختبرًا',
      other: '{count} مختبر',
    },
    length: 'الترخيص',
    /** Between the labs and the years: '3 labs, 4 years'. */
    separator: '، ',
  },
  licence: {
    heading: 'الترخيص',
    intro:
      `يغطي الترخيص الواحد مختبرًا واحدًا من مختبرات ${p} للواقع الافتراضي، مع جميع العوالم ` +
      'المتاحة لكل طالب فيه. سعر القائمة {price} لكل مختبر سنويًا، وتدفع المنحة جزءًا منه كل عام.',
    caption: 'الترخيص عامًا بعام، بالدولار الأمريكي',
    listPrice: 'سعر القائمة لكل مختبر',
    total: 'المجموع',
    note: 'تقدير وليس عرض سعر، بالدولار الأمريكي قبل أي ضرائب.',
  },
  included: {
    heading: 'ما يشمله',
    features: 'إصدار المدارس',
    rollout: 'خطة التنفيذ',
    training: 'التدريب والاعتماد',
  },
  curriculum: {
    heading: 'التوافق مع المنهج',
    chosen: '{curriculum}: الموضوعات التي تغطيها عوالمنا، حسب المادة.',
    notChosen: 'الموضوعات التي تغطيها عوالمنا في كل منهج، حسب المادة.',
    topics: {
      zero: '{count} موضوع',
      one: 'موضوع واحد',
      two: 'موضوعان',
      few: '{count} موضوعات',
      many: '{count} موضوعًا',
      other: '{count} موضوع',
    },
    forExample: 'على سبيل المثال:',
    column: 'المنهج',
  },
  eligibility: {
    heading: 'الأهلية للمنحة',
    eligible: '{country} من الدول الـ{count} التي يمكن لمدارسها التقدم للمنحة.',
    notEligible:
      '{country} ليست اليوم ضمن قائمة الدول الـ{count} التي يمكن لمدارسها التقدم للمنحة.',
    noCountry: 'يمكن للمدارس في {count} دولة التقدم للمنحة.',
    newLabsOnly: 'المنحة للمختبرات الجديدة فقط، لأول {schools} مدرسة في كل دولة.',
  },
  next: {
    heading: 'الخطوات التالية',
    text: 'راسلنا على {email}، أو أرسل إلينا هذا المقترح وسنرد خلال أيام.',
    send: 'أرسل إلينا هذا المقترح',
    print: 'اطبع أو احفظ بصيغة PDF',
    address: 'هذا المقترح على الإنترنت',
  },
  message:
    'نود مناقشة هذا المقترح: {labs}، {years}، {withGrant} مع المنحة ({withoutGrant} من دونها).' +
    '{curriculum}{country} {link}',
  messageCurriculum: ' المنهج: {name}.',
  messageCountry: ' الدولة: {name}.',
  links: { estimator: `${paths.labSetup}#estimator` },
}
