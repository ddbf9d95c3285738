// The six subject worlds in Arabic. GeoVerse and mathVerse are coming soon.
// Ids, names, addresses and switches: world-facts.ts; here, what each world is about.
import type * as en from './worlds'
import type { World } from './types'
import { indexByKey, worldFacts } from './world-facts'

const words: Record<World['key'], Pick<World, 'subject' | 'subtitle' | 'description'>> = {
  bioverse: {
    subject: 'الأحياء',
    subtitle: 'تجوّل داخل خلية حية',
    description:
      'تقلّص إلى حجم الميتوكوندريا، ورافق خلية دم حمراء في رحلتها عبر القلب، وشاهد عملية البناء الضوئي وهي تحدث ورقةً بعد ورقة. يحوّل BioVerse منهج الأحياء إلى أماكن يستكشفها الطلاب بأنفسهم.',
  },
  chemverse: {
    subject: 'الكيمياء',
    subtitle: 'أجرِ التفاعلات التي لا يمكن المجازفة بها في الواقع',
    description:
      'اخلط الأحماض بالقواعد، وحلّل الماء كهربائيًا، وابنِ الجزيئات العضوية ذرةً بعد ذرة، دون زجاج مكسور أو أبخرة. يتيح ChemVerse تكرار كل تجربة عملية بأمان تام حتى يتضح مفهومها.',
  },
  atomverse: {
    subject: 'الفيزياء',
    subtitle: 'شاهد القوى والمجالات والموجات وهي تعمل',
    description:
      'اجعل الضوء ينكسر عبر منشور، وتتبّع خطوط المجال المغناطيسي حول ملف، وتحسّس الفرق بين الكتلة والوزن. يجعل AtomVerse قوانين الفيزياء الخفية مرئية وقابلة للتجربة باليد.',
  },
  spaceverse: {
    subject: 'علوم الفضاء',
    subtitle: 'قف على سطح القمر ودُر حول المشتري',
    description:
      'تنقّل في أرجاء المجموعة الشمسية بمقاييسها الحقيقية، وشاهد أطوار القمر من الفضاء، وتابع نجمًا من السديم حتى المستعر الأعظم. يضع SpaceVerse الكون في متناول يدك.',
  },
  geoverse: {
    subject: 'علوم الأرض',
    subtitle: 'ارحل على صفيحة تكتونية عبر الزمن',
    description:
      'حلّق عبر بركان، وتابع دورة المياه حول الكرة الأرضية، وشاهد الجبال ترتفع على مدى ملايين السنين. GeoVerse قيد التطوير.',
  },
  mathverse: {
    subject: 'الرياضيات',
    subtitle: 'هندسة يمكنك التجوّل فيها',
    description:
      'ادخل إلى الأشكال ثلاثية الأبعاد، واطوِ الشبكات لتصبح مجسمات، وشاهد الدوال كأنها تضاريس. mathVerse قيد التطوير.',
  },
}

export const worlds: World[] = worldFacts.map((facts) => ({ ...facts, ...words[facts.key] }))

export const comingSoonLabel: typeof en.comingSoonLabel = 'قريبًا'

export const worldByKey = indexByKey(worlds)
