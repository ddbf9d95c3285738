import type { PageContent } from '../types'
import { syllabus } from '../syllabus/us'
import { p, syllabusPaths } from './shared'
import { counted, number, topics } from './wording.ar'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)

export const page: PageContent = {
  path: syllabusPaths.us,
  theme: 'syllabus',
  title: 'مقرر المعايير الأمريكية',
  description: `كيف تتوافق ${p} مع المعايير الأمريكية الأساسية المشتركة ومعايير العلوم للجيل القادم: ${counted(biology, topics)} في علوم الحياة و${number(chemistry)} في الكيمياء و${number(physics)} في الفيزياء، بالواقع الافتراضي.`,
  eyebrow: 'الولايات المتحدة',
  heading:
    'معايير الولايات المتحدة الأساسية المشتركة (Common Core) ومعايير العلوم للجيل القادم (NGSS)',
  intro:
    'معايير الولايات المتحدة التي تغطيها عوالمنا، مصنّفة حسب المادة، لعلوم المرحلتين المتوسطة والثانوية.',
  sections: [
    {
      id: 'biology',
      heading: 'الأحياء',
      body: `${counted(biology, topics)}، من بنية الخلية والبناء الضوئي إلى الوراثة والنظم البيئية.`,
    },
    {
      id: 'chemistry',
      heading: 'الكيمياء',
      body: `${counted(chemistry, topics)}، من بنية المادة إلى التفاعلات الكيميائية والأحماض والقواعد.`,
    },
    {
      id: 'physics',
      heading: 'الفيزياء',
      body: `${counted(physics, topics)}، من القوى والحركة إلى الطاقة والموجات والكهرومغناطيسية.`,
    },
  ],
}
