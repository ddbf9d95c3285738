import type * as en from './proposal'
import { paths } from '../paths'
import { site } from '../site'

const p = site.productName

export const proposal: typeof en.proposal = {
  path: '/proposal',
  title: 'Proposition pour un laboratoire de sciences en réalité virtuelle',
  description:
    `Une proposition imprimable pour un laboratoire de sciences en réalité virtuelle ${p}\u00A0: la ` +
    'licence année par année avec et sans la subvention, ce qui est inclus, l’adéquation aux ' +
    'programmes et les prochaines étapes.',
  eyebrow: `${p} pour les établissements scolaires`,
  preparedFor: 'Préparée pour',
  preparedOn: 'Préparée le',
  reading: 'Lecture de l’adresse de la proposition…',
  controls: {
    heading: 'Ajuster cette proposition',
    intro: 'Modifiez n’importe quel choix\u00A0: le document et son adresse suivent.',
    labs: 'Nombre de laboratoires',
    years: 'Durée de la licence',
    curriculum: 'Programme scolaire',
    country: 'Pays',
    school: 'Nom de l’établissement (facultatif)',
    none: 'Non choisi',
  },
  ignored: {
    heading: 'Une partie de cette adresse n’a pas pu être utilisée',
    labs:
      'Le nombre de laboratoires n’était pas un nombre entier de {min} à {max}\u00A0: la valeur ' +
      'affichée est {value}.',
    years:
      'La durée de la licence n’était pas comprise entre {min} et {max} ans\u00A0: la valeur ' +
      'affichée est {value}.',
    curriculum:
      'Le programme scolaire n’est pas l’un de ceux que nous connaissons\u00A0: aucun n’est affiché.',
    country: 'Le pays n’est pas l’un de ceux que nous connaissons\u00A0: aucun n’est affiché.',
    school: 'Le nom de l’établissement dépassait {max} caractères et a été raccourci.',
    dismiss: 'Fermer',
  },
  summary: {
    heading: 'Résumé',
    labs: { one: '{count} laboratoire', other: '{count} laboratoires' },
    length: 'Licence',
    /** Between the labs and the years: '3 labs, 4 years'. */
    separator: ', ',
  },
  licence: {
    heading: 'La licence',
    intro:
      `Une licence couvre un laboratoire de réalité virtuelle ${p}, avec tous les univers ` +
      'disponibles pour chacun de ses élèves. Le prix catalogue est de {price} par laboratoire ' +
      'et par an\u202F; la subvention en prend une partie en charge chaque année.',
    caption: 'La licence année par année, en dollars américains',
    listPrice: 'Prix catalogue par laboratoire',
    total: 'Total',
    note: 'Une estimation, pas un devis, en dollars américains hors taxes.',
  },
  included: {
    heading: 'Ce qui est inclus',
    features: 'L’offre Établissements',
    rollout: 'Le plan de déploiement',
    training: 'Formation et certification',
  },
  curriculum: {
    heading: 'Adéquation aux programmes',
    chosen: '{curriculum}\u00A0: les thèmes couverts par nos univers, par matière.',
    notChosen: 'Les thèmes couverts par nos univers dans chaque programme, par matière.',
    topics: { one: '{count} thème', other: '{count} thèmes' },
    forExample: 'Par exemple\u00A0:',
    column: 'Programme',
  },
  eligibility: {
    heading: 'Éligibilité à la subvention',
    eligible:
      'Le pays choisi, {country}, fait partie des {count} pays dont les établissements ' +
      'peuvent demander la subvention.',
    notEligible:
      'Le pays choisi, {country}, ne figure pas aujourd’hui parmi les {count} pays dont les ' +
      'établissements peuvent demander la subvention.',
    noCountry: 'Les établissements de {count} pays peuvent demander la subvention.',
    newLabsOnly:
      'La subvention est réservée aux nouveaux laboratoires, pour les {schools} premiers ' +
      'établissements de chaque pays.',
  },
  next: {
    heading: 'Pour aller plus loin',
    text:
      'Écrivez-nous à {email}, ou envoyez-nous cette proposition\u00A0: nous vous répondrons sous ' +
      'quelques jours.',
    send: 'Nous envoyer cette proposition',
    print: 'Imprimer ou enregistrer en PDF',
    address: 'Cette proposition en ligne',
  },
  message:
    'Nous souhaitons discuter de cette proposition\u00A0: {labs}, {years}, {withGrant} avec la ' +
    'subvention ({withoutGrant} sans).{curriculum}{country} {link}',
  messageCurriculum: ' Programme\u00A0: {name}.',
  messageCountry: ' Pays\u00A0: {name}.',
  links: { estimator: `${paths.labSetup}#estimator` },
}
