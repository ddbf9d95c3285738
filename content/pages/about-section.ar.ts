// The shared About section at the foot of every page but /partnerwithus, in Arabic.
import { claims, grouped, p } from './shared'
import type * as en from './about-section'

export const aboutSection: typeof en.aboutSection = {
  heading: `عن ${p}`,
  description:
    `${p} منصة تعلّم غامرة بالواقع الافتراضي تحوّل العلوم المدرسية إلى أماكن يدخلها ` +
    'الطلاب بأنفسهم. ففي BioVerse وChemVerse وAtomVerse وSpaceVerse، يتجوّل المتعلّمون من ' +
    'الصف الخامس إلى الثاني عشر داخل خلية حية، ويجرون تفاعلات أخطر من أن تُجرى في مختبر ' +
    'مدرسي، ويتتبّعون المجالات المغناطيسية، ويقفون على سطح القمر، مع مدرّسين بالذكاء ' +
    'الاصطناعي واختبارات ثلاثية الأبعاد وتحليلات تُطلع المعلّمين بدقة على مستوى كل طالب.\n\n' +
    'رسالتنا أن نجعل مختبر العلوم عالمي المستوى في متناول كل مدرسة، لا القلة القادرة على ' +
    `تحمّل تكلفته فحسب. ومع ${grouped(claims.experiences)} تجربة و${claims.practicals} ` +
    `تجربة عملية ومحتوى متوافق مع ${claims.curricula} منهجًا دراسيًا بـ ` +
    `${claims.languages} لغة، وبرنامج منح نديره مع اتحاد عالمي لتعليم STEM، نعمل مع ` +
    'المدارس والمعلّمين وأولياء الأمور والشركاء لنجعل الفضول نقطة انطلاق كل درس.',
  getInvolvedHeading: 'شارك معنا',
  getInvolvedText:
    'أدخل مختبر واقع افتراضي إلى مدرستك، أو كن شريكًا لنا في منطقتك، أو اطرح سؤالك ' +
    'ببساطة. اترك بياناتك وسيتواصل معك فريقنا قريبًا.',
}
