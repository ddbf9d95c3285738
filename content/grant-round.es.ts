// What the site says once the grant's round has closed, in Spanish (content/grant-round.ts).
import type * as en from './grant-round'
import { formatters } from './format'
import { grant } from './site.es'

const { number } = formatters('es')
const closed = grant.deadlineLabel

export const grantRound: typeof en.grantRound = {
  closedOn: `Esta convocatoria de la subvención cerró el ${closed}.`,
  notice: {
    heading: 'Prepárese para la próxima convocatoria',
    next:
      'Registre su interés en la próxima convocatoria y le escribiremos cuando se abra, o ' +
      'reciba nuestras novedades en cuanto se publiquen.',
  },
  deadlineTitle: 'Convocatoria cerrada',
  register: 'Registre su interés',
  registerTitle: 'Registre su interés en la próxima convocatoria',
  registerIntro:
    'Cuéntenos sobre su escuela y le avisaremos cuando se abra la próxima convocatoria de la ' +
    'subvención.',
  offerNote: `*La convocatoria de la subvención cerró el ${closed}.`,
  estimatorNote:
    'Es una estimación, no una cotización. La subvención es solo para laboratorios nuevos, ' +
    `para las primeras ${number(grant.schoolsPerCountry)} escuelas de cada país elegible; esta ` +
    `convocatoria cerró el ${closed}.`,
  proposalNote:
    `Esta convocatoria de la subvención cerró el ${closed}. Las condiciones de la próxima ` +
    'pueden cambiar; se las confirmaremos.',
}
