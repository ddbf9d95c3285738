// What the site says once the grant's round has closed, in Arabic (content/grant-round.ts).
import type * as en from './grant-round'
import { formatters } from './format'
import { grant } from './site.ar'

const { number } = formatters('ar')
const closed = grant.deadlineLabel

export const grantRound: typeof en.grantRound = {
  closedOn: `أُغلقت هذه الدورة من المنحة في ${closed}.`,
  notice: {
    heading: 'استعدّ للدورة القادمة من المنحة',
    next: 'سجّل اهتمامك بالدورة القادمة وسنراسلك عند فتحها، أو تلقَّ أخبارنا فور نشرها.',
  },
  deadlineTitle: 'أُغلقت الدورة',
  register: 'سجّل اهتمامك',
  registerTitle: 'سجّل اهتمامك بالدورة القادمة',
  registerIntro: 'أخبرنا عن مدرستك وسنعلمك عند فتح الدورة القادمة من المنحة.',
  offerNote: `*أُغلقت هذه الدورة من المنحة في ${closed}.`,
  estimatorNote:
    'هذا تقدير وليس عرض سعر. المنحة مخصّصة للمختبرات الجديدة فقط، لأول ' +
    `${number(grant.schoolsPerCountry)} مدرسة في كل دولة مؤهلة؛ أُغلقت هذه الدورة في ${closed}.`,
  proposalNote: `أُغلقت هذه الدورة من المنحة في ${closed}. قد تختلف شروط الدورة القادمة؛ وسنؤكدها لك.`,
}
