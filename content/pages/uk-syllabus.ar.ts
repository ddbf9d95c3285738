import type { PageContent } from '../types'
import { syllabus } from '../syllabus/uk'
import { p, syllabusPaths } from './shared'
import { counted, number, topics } from './wording.ar'

const [biology = 0, chemistry = 0, physics = 0] = syllabus.groups.map(
  (group) => group.topics.length,
)

export const page: PageContent = {
  path: syllabusPaths.uk,
  theme: 'syllabus',
  title: 'مقرر المنهج الوطني في المملكة المتحدة',
  description: `كيف تتوافق ${p} مع المنهج الوطني في إنجلترا: ${counted(biology, topics)} في الأحياء و${number(chemistry)} في الكيمياء و${number(physics)} في الفيزياء، تُستكشف جميعها بالواقع الافتراضي الغامر.`,
  eyebrow: 'المنهج البريطاني',
  heading: 'المنهج الوطني في إنجلترا (المنهج البريطاني)',
  intro:
    'موضوعات العلوم في المنهج الوطني التي تغطيها عوالمنا، مصنّفة حسب المادة، في المرحلتين الأساسيتين الثالثة والرابعة.',
  sections: [
    {
      id: 'biology',
      heading: 'الأحياء',
      body: `${counted(biology, topics)}، من الخلايا وتنظيم الكائنات الحية إلى التنفس والدورة الدموية والتطور.`,
    },
    {
      id: 'chemistry',
      heading: 'الكيمياء',
      body: `${counted(chemistry, topics)}، من الذرات والجدول الدوري إلى سرعة التفاعلات والكيمياء العضوية.`,
    },
    {
      id: 'physics',
      heading: 'الفيزياء',
      body: `${counted(physics, topics)}، من القوى والطاقة إلى الموجات والكهرباء والمغناطيسية.`,
    },
  ],
}
