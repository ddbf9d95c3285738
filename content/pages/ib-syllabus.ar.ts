import type { PageContent } from '../types'
import { syllabus } from '../syllabus/ib'
import { p, syllabusPaths } from './shared'
import { counted, number, topics } from './wording.ar'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)

export const page: PageContent = {
  path: syllabusPaths.ib,
  theme: 'syllabus',
  title: 'مقرر البكالوريا الدولية (IB)',
  description: `كيف تتوافق ${p} مع مواد العلوم في البكالوريا الدولية: ${counted(biology, topics)} في الأحياء و${number(chemistry)} في الكيمياء و${number(physics)} في الفيزياء، ينبض كل منها بالحياة في تجربة غامرة بالواقع الافتراضي.`,
  eyebrow: 'دولي',
  heading: 'البكالوريا الدولية (IB)',
  intro:
    'موضوعات البكالوريا الدولية التي تغطيها عوالمنا، مصنّفة حسب المادة، من بيولوجيا الخلية إلى المجالات والفيزياء النووية.',
  sections: [
    {
      id: 'biology',
      heading: 'الأحياء',
      body: `${counted(biology, topics)}، من الخلايا والأغشية إلى علم الوراثة وعلم البيئة ووظائف أعضاء جسم الإنسان.`,
    },
    {
      id: 'chemistry',
      heading: 'الكيمياء',
      body: `${counted(chemistry, topics)}، من البنية الذرية والروابط الكيميائية إلى الأكسدة والاختزال والكيمياء العضوية.`,
    },
    {
      id: 'physics',
      heading: 'الفيزياء',
      body: `${counted(physics, topics)}، من الميكانيكا والفيزياء الحرارية إلى الموجات والمجالات والفيزياء النووية.`,
    },
  ],
}
