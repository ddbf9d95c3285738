import type { PageContent } from '../types'
import { syllabus } from '../syllabus/india'
import { p, syllabusPaths } from './shared'
import { counted, number, topics } from './wording.ar'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)

export const page: PageContent = {
  path: syllabusPaths.india,
  theme: 'syllabus',
  title: 'مقرر CBSE و ICSE في الهند',
  description: `كيف تتوافق ${p} مع مقررات العلوم في CBSE و ICSE: ${counted(biology, topics)} في الأحياء و${number(chemistry)} في الكيمياء و${number(physics)} في الفيزياء، تُستكشف جميعها بالواقع الافتراضي الغامر.`,
  eyebrow: 'الهند',
  heading: 'CBSE و ICSE في الهند',
  intro: 'موضوعات العلوم في منهجي CBSE و ICSE التي تغطيها عوالمنا، مصنّفة حسب المادة.',
  sections: [
    {
      id: 'biology',
      heading: 'الأحياء',
      body: `${counted(biology, topics)}، من الخلايا والأنسجة إلى العمليات الحيوية والوراثة والبيئة.`,
    },
    {
      id: 'chemistry',
      heading: 'الكيمياء',
      body: `${counted(chemistry, topics)}، من الذرات والجزيئات إلى الأحماض والقواعد والأملاح ومركبات الكربون.`,
    },
    {
      id: 'physics',
      heading: 'الفيزياء',
      body: `${counted(physics, topics)}، من الحركة والقوة إلى الضوء والكهرباء والتأثيرات المغناطيسية.`,
    },
  ],
}
