import { evidence } from '../facts'
import { formatters } from '../format'
import { claims, paths, site, sviName, svsName } from './shared'
import type * as en from './home-sections'

const { number, percent } = formatters('ar')
/** A multiplier as a figure: '4×', which reads "4 times" from the right. */
const times = (value: number) => `${number(value)}×`
const benefitItems = [
  {
    title: 'الفهم بالتجربة',
    text:
      'لا يكتفي الطلاب بالقراءة عن الانقسام المتساوي أو المجالات المغناطيسية، بل يشاهدونها ' +
      'تحدث من حولهم ويتذكّرون ما رأوه.',
  },
  {
    title: 'تعليم مخصّص',
    text:
      'يراعي المدرّس بالذكاء الاصطناعي والاختبارات التكيّفية مستوى كل متعلّم، فيمضي ' +
      'المتفوّقون إلى أبعد، ويحصل غيرهم على فرصة أخرى.',
  },
  {
    title: 'دافعية أعلى',
    text:
      'الدروس التي تشبه رحلات الاستكشاف تُبقي الطلاب يطرحون السؤال التالي، حتى بعد انتهاء ' +
      'الحصة بوقت طويل.',
  },
  {
    title: 'بيئة آمنة',
    text:
      'تعامل مع الأحماض القوية والجهد الكهربائي العالي والمصادر المشعّة دون أي خطر، وكرّر ' +
      'أي تجربة عملية بقدر ما تحتاج.',
  },
  {
    title: 'مشاركة فاعلة',
    text: 'يشارك كل طالب بيديه في الوقت نفسه، بدلًا من مشاهدة عرض توضيحي من آخر الفصل.',
  },
  {
    title: 'التعلّم باللعب',
    text: 'النقاط والشارات والتحديات الودّية تجعل المراجعة أمرًا يُقبل عليه الطلاب بأنفسهم.',
  },
]

/** The five statistic cards of the home slider. */
export const statisticItems: typeof en.statisticItems = [
  {
    figure: percent(evidence.retentionPercent),
    title: 'الاحتفاظ بالمعلومات',
    text:
      `يحتفظ المتعلّمون بما يصل إلى ${percent(evidence.retentionPercent)} مما يختبرونه في ` +
      `الواقع الافتراضي، مقابل ${percent(evidence.classroomRetentionPercent)} في الفصل.`,
  },
  {
    figure: times(evidence.fasterTimes),
    title: 'تدريب أسرع',
    text: 'يصل المتعلّمون إلى مستوى الفهم نفسه أسرع بما يصل إلى أربع مرات مقارنةً بالفصل.',
  },
  {
    figure: times(evidence.emotionallyConnectedTimes),
    title: 'ارتباط عاطفي أقوى',
    text:
      'يشعر الطلاب بارتباط أقوى بما يتعلّمونه في الواقع الافتراضي بمقدار ' +
      `${number(evidence.emotionallyConnectedTimes)} مرة.`,
  },
  {
    figure: percent(evidence.moreConfidentPercent),
    title: 'ثقة أكبر',
    text:
      'تزداد ثقة المتعلّمين في تطبيق المهارات الجديدة بنسبة ' +
      `${percent(evidence.moreConfidentPercent)} بعد التدريب بالواقع الافتراضي.`,
  },
  {
    figure: percent(evidence.testScoresPercent),
    title: 'نتائج أفضل في الاختبارات',
    text:
      `تحسّن بنسبة ${percent(evidence.testScoresPercent)} في نتائج الاختبارات عندما تُضاف ` +
      'الممارسة الغامرة إلى الدروس.',
  },
]

/** The four-card grid shown instead when the statistics slider is switched off. */
export const highlightItems: typeof en.highlightItems = [
  {
    title: 'مدرّسون بالذكاء الاصطناعي',
    text: 'في كل عالم مدرّس صبور يجيب عن الأسئلة ويشرح كل خطوة.',
  },
  {
    title: 'التحليلات',
    text: 'يرى المعلّمون من أنهى المهمة ومن واجه صعوبة، وأي المفاهيم تحتاج إلى مراجعة.',
  },
  {
    title: 'الاختبارات',
    text: `${claims.quizzes} اختبار تفاعلي ثلاثي الأبعاد يتحقّق من الفهم وهو لا يزال حاضرًا في الذهن.`,
  },
  {
    title: 'غرفة الشرح',
    text: 'يحصل كل طالب على نموذج أو تجربة ثلاثية الأبعاد خاصة به ليقلّبها ويفتحها ويستكشفها.',
  },
]

/** The home page's parts (docs/product.md, "Routes › Home"), in page order. */

export const homeSections: typeof en.homeSections = {
  benefits: {
    eyebrow: 'لماذا الواقع الافتراضي',
    heading: 'لماذا ينجح التعلّم بالواقع الافتراضي',
    items: benefitItems,
    eyeNote:
      'تؤكد كبرى منظمات صحة العيون عدم وجود أي دليل على أن الواقع الافتراضي يضر بالعينين. ' +
      'الدروس قصيرة ويقودها المعلّم، مع فترات راحة مدمجة.',
    editions: [
      {
        title: svsName,
        badge: site.schoolsEditionShort,
        text:
          'مختبرات واقع افتراضي متكاملة وجاهزة للتشغيل، تضم دروسًا وتجارب عملية واختبارات ' +
          'ومدرّسين بالذكاء الاصطناعي وتحليلات المعلّم ولوحة تحكم لقادة المدارس.',
        to: paths.schools,
      },
      {
        title: sviName,
        badge: site.individualsEditionShort,
        text:
          'العوالم نفسها على نظارتك الخاصة ووفق جدولك، مع مدرّسين بالذكاء الاصطناعي ' +
          'ومسابقات أسبوعية.',
        to: paths.individuals,
      },
    ],
    more: 'اعرف المزيد',
  },
  labs: {
    eyebrow: 'المختبرات',
    heading: 'النظرية والتطبيق في مختبر واحد',
    items: [
      {
        figure: claims.experiences,
        title: 'تجربة',
        label: 'نظري',
        text:
          'رحلات موجّهة عبر الخلايا والجزيئات والدوائر الكهربائية والمجرّات تجعل الأفكار ' +
          'المجرّدة ملموسة.',
      },
      {
        figure: claims.practicals,
        title: 'تجربة عملية',
        label: 'عملي',
        text: 'تجارب افتراضية خطوة بخطوة تتبع أساليب المختبر الحقيقية، من المعايرة إلى التشريح.',
      },
    ],
  },
  statistics: { eyebrow: 'الأدلة', heading: 'ما الذي يغيّره التعلّم الغامر' },
  highlights: { eyebrow: 'داخل كل مختبر', heading: 'كل ما يحتاجه مختبر العلوم الحديث' },
  blog: {
    eyebrow: 'من المدونة',
    heading: 'الابتكار والبحث',
    body: 'أبحاث وقصص من الفصول الدراسية وأخبار المنتج من فريقنا.',
    viewAll: 'عرض كل المقالات',
    viewAllName: 'عرض كل المقالات',
  },
}
