// What the site says once the grant's round has closed, in French (content/grant-round.ts).
import type * as en from './grant-round'
import { formatters } from './format'
import { grant } from './site.fr'

const { number } = formatters('fr')
const closed = grant.deadlineLabel

export const grantRound: typeof en.grantRound = {
  closedOn: `Cet appel à candidatures pour la subvention s’est clos le ${closed}.`,
  notice: {
    heading: 'Préparez le prochain appel à candidatures',
    next:
      'Faites-nous part de votre intérêt pour le prochain appel et nous vous écrirons dès son ' +
      'ouverture, ou recevez nos nouveautés dès leur publication.',
  },
  deadlineTitle: 'Appel clos',
  register: 'Manifester votre intérêt',
  registerTitle: 'Manifester votre intérêt pour le prochain appel',
  registerIntro:
    'Présentez-nous votre établissement et nous vous préviendrons à l’ouverture du prochain ' +
    'appel à candidatures.',
  offerNote: `*Appel à candidatures pour la subvention clos le ${closed}.`,
  estimatorNote:
    'Ceci est une estimation, pas un devis. La subvention est réservée aux nouveaux ' +
    `laboratoires, pour les ${number(grant.schoolsPerCountry)} premiers établissements de ` +
    `chaque pays éligible\u202f; cet appel à candidatures s’est clos le ${closed}.`,
  proposalNote:
    `Cet appel à candidatures s’est clos le ${closed}. Les conditions du prochain appel ` +
    'peuvent changer\u202f; nous vous les confirmerons.',
}
