import type { PageContent } from '../types'
import { syllabus } from '../syllabus/australia'
import { p, syllabusPaths } from './shared'
import { counted, number, topics } from './wording.ar'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)

export const page: PageContent = {
  path: syllabusPaths.australia,
  theme: 'syllabus',
  title: 'مقرر المنهج الأسترالي',
  description: `كيف تتوافق ${p} مع المنهج الأسترالي: ${counted(biology, topics)} في الأحياء و${number(chemistry)} في الكيمياء و${number(physics)} في الفيزياء من محور الفهم العلمي، بالواقع الافتراضي.`,
  eyebrow: 'أستراليا',
  heading: 'المنهج الأسترالي',
  intro: 'موضوعات العلوم في المنهج الأسترالي التي تغطيها عوالمنا، مصنّفة حسب المادة.',
  sections: [
    {
      id: 'biology',
      heading: 'الأحياء',
      body: `${counted(biology, topics)}، من الخلايا وأجهزة الجسم إلى علم الوراثة والنظم البيئية والتطور.`,
    },
    {
      id: 'chemistry',
      heading: 'الكيمياء',
      body: `${counted(chemistry, topics)}، من الجسيمات والذرات إلى التفاعلات الكيميائية وسرعتها.`,
    },
    {
      id: 'physics',
      heading: 'الفيزياء',
      body: `${counted(physics, topics)}، من القوى وانتقال الطاقة إلى الموجات والكهرباء والكون.`,
    },
  ],
}
