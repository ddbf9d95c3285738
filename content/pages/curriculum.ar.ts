import type { PageContent } from '../types'
import { claims, comingSoonLabel, connectWithUs, p, paths, syllabusPaths } from './shared'
import { claimValue, counted, curricula, languages } from './wording.ar'

const curriculaCount = counted(claimValue(claims.curricula), curricula)

export const page: PageContent = {
  path: paths.curriculum,
  theme: 'info',
  title: 'المناهج الدراسية',
  description:
    `تربط ${p} محتواها العلمي بالواقع الافتراضي بأكثر من ${curriculaCount}، منها البكالوريا ` +
    'الدولية (IB) وكامبريدج ومعايير الولايات المتحدة والمنهج الوطني في إنجلترا ومنهج CBSE ' +
    'الهندي.',
  eyebrow: 'المناهج الدراسية',
  heading: 'متوافقة مع المنهج الذي تدرّسه',
  intro:
    `كل تجربة مرتبطة بالموضوعات التي يدرسها طلابك: أكثر من ${curriculaCount} بأكثر من ` +
    `${counted(claimValue(claims.languages), languages)}، والمزيد في الطريق.`,
  sections: [
    {
      id: 'curricula',
      eyebrow: 'متاح الآن',
      heading: 'استكشف خرائط المناهج',
      items: [
        {
          title: 'البكالوريا الدولية (IB)',
          badge: 'دولي',
          text: 'موضوعات الأحياء والكيمياء والفيزياء في مواد العلوم بالبكالوريا الدولية.',
          to: syllabusPaths.ib,
        },
        {
          title: 'كامبريدج IGCSE والمستوى المتقدم (A Level)',
          badge: 'دولي',
          text: 'الموضوعات الأساسية في علوم كامبريدج IGCSE والمستوى المتقدم.',
          to: syllabusPaths.cambridge,
        },
        {
          title:
            'معايير الولايات المتحدة الأساسية المشتركة (Common Core) ومعايير العلوم للجيل ' +
            'القادم (NGSS)',
          badge: 'الولايات المتحدة',
          text: 'علوم الحياة والعلوم الفيزيائية والكيميائية وفق معايير الولايات المتحدة.',
          to: syllabusPaths.us,
        },
        {
          title: 'المنهج الوطني في إنجلترا (المملكة المتحدة)',
          badge: 'المملكة المتحدة',
          text: 'موضوعات العلوم في المراحل الأساسية من المنهج البريطاني.',
          to: syllabusPaths.uk,
        },
        {
          title: 'المنهج الأسترالي',
          badge: 'أستراليا',
          text: 'موضوعات محور الفهم العلمي في المنهج الأسترالي.',
          to: syllabusPaths.australia,
        },
        {
          title: 'CBSE و ICSE في الهند',
          badge: 'الهند',
          text: 'موضوعات العلوم المعتمدة لدى مجلسي CBSE و ICSE.',
          to: syllabusPaths.india,
        },
        {
          title: 'منهج وزارة التربية والتعليم في الإمارات العربية المتحدة',
          badge: 'الإمارات العربية المتحدة',
          text: 'متوافق مع مدارس دولة الإمارات، وتُرسَل قائمة الموضوعات عند الطلب.',
        },
      ],
    },
    {
      id: 'coming-soon',
      eyebrow: 'في الطريق',
      heading: 'المزيد من الدول قريبًا',
      items: [
        { title: 'كندا', badge: comingSoonLabel },
        { title: 'سنغافورة', badge: comingSoonLabel },
        { title: 'نيوزيلندا', badge: comingSoonLabel },
        { title: 'جنوب أفريقيا', badge: comingSoonLabel },
        { title: 'المملكة العربية السعودية', badge: comingSoonLabel },
        { title: 'ماليزيا', badge: comingSoonLabel },
        { title: 'كينيا', badge: comingSoonLabel },
        { title: 'البرازيل', badge: comingSoonLabel },
      ],
    },
    {
      id: 'request',
      heading: 'لم تجد منهجك؟',
      body:
        'أخبرنا بما تدرّسه مدرستك، وسنوضّح لك كيف تتوافق العوالم معه. نضيف خرائط مناهج ' +
        'جديدة في كل فصل دراسي.',
      ctas: [connectWithUs],
    },
  ],
}
