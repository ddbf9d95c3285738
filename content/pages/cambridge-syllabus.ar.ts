import type { PageContent } from '../types'
import { syllabus } from '../syllabus/cambridge'
import { p, syllabusPaths } from './shared'
import { counted, number, topics } from './wording.ar'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)

export const page: PageContent = {
  path: syllabusPaths.cambridge,
  theme: 'syllabus',
  title: 'مقرر كامبريدج',
  description: `كيف تتوافق ${p} مع علوم كامبريدج IGCSE والمستوى المتقدم: ${counted(biology, topics)} في الأحياء و${number(chemistry)} في الكيمياء و${number(physics)} في الفيزياء، تُستكشف جميعها بالواقع الافتراضي الغامر.`,
  eyebrow: 'دولي',
  heading: 'كامبريدج IGCSE والمستوى المتقدم (A Level)',
  intro: 'موضوعات كامبريدج IGCSE والمستوى المتقدم التي تغطيها عوالمنا، مصنّفة حسب المادة.',
  sections: [
    {
      id: 'biology',
      heading: 'الأحياء',
      body: `${counted(biology, topics)}، منها الخلايا والإنزيمات والنقل والتنفس والوراثة.`,
    },
    {
      id: 'chemistry',
      heading: 'الكيمياء',
      body: `${counted(chemistry, topics)}، منها حالات المادة والتحليل الكهربائي والكيمياء العضوية.`,
    },
    {
      id: 'physics',
      heading: 'الفيزياء',
      body: `${counted(physics, topics)}، منها الحركة والقوى والفيزياء الحرارية والموجات والكهرباء.`,
    },
  ],
}
