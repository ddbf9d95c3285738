import type { PageContent } from '../types'
import {
  annualLicense,
  earlyTier,
  grant,
  laterTier,
  p,
  paths,
  usd,
  viewCountryList,
} from './shared'
import { number, percent } from './wording.fr'

const upTo = `jusqu’à ${percent(grant.maxGrantPercent)}`
const countries = number(grant.eligibleCountries)

export const page: PageContent = {
  path: paths.labSetup,
  theme: 'info',
  title: 'Installation du laboratoire et licences',
  description:
    `Comment un laboratoire de réalité virtuelle ${p} est installé, couvert par une licence ` +
    `par laboratoire et financé par des subventions couvrant ${upTo}, de la première ` +
    'consultation à l’assistance continue.',
  eyebrow: 'Installation et licences',
  heading: 'Une installation simple, une accessibilité mondiale',
  intro:
    'Nous nous occupons de tout, du premier échange à la première leçon, pour que votre ' +
    'établissement puisse ouvrir un laboratoire de réalité virtuelle sans avoir à engager ' +
    'de travaux.',
  heroCtas: [{ kind: 'link', label: 'En savoir plus', to: '#journey' }],
  sections: [
    {
      id: 'journey',
      display: 'steps',
      eyebrow: 'Cinq étapes',
      heading: 'Les étapes vers votre laboratoire de réalité virtuelle',
      items: [
        {
          badge: `Étape ${number(1)}`,
          title: 'Consultation initiale',
          text: 'Nous apprenons à connaître vos élèves, votre programme, vos locaux et vos objectifs.',
        },
        {
          badge: `Étape ${number(2)}`,
          title: 'Démonstrations et subventions',
          text:
            'Votre équipe essaie les univers en direct, et nous vous aidons à déposer une ' +
            'demande de subvention.',
        },
        {
          badge: `Étape ${number(3)}`,
          title: 'Achat et installation',
          text: 'Les casques sont fournis, installés et configurés dans votre laboratoire.',
        },
        {
          badge: `Étape ${number(4)}`,
          title: 'Formation',
          text:
            'Les enseignants et le personnel informatique sont formés et certifiés pour faire ' +
            'fonctionner le laboratoire.',
        },
        {
          badge: `Étape ${number(5)}`,
          title: 'Assistance continue',
          text:
            'Des mises à jour, de nouveaux contenus et une équipe d’assistance chaque fois que ' +
            'vous en avez besoin.',
        },
      ],
    },
    {
      id: 'licensing',
      eyebrow: 'Tarifs',
      heading: 'Des licences flexibles',
      items: [
        {
          title: 'Licence par laboratoire',
          text:
            'Une licence couvre un laboratoire de réalité virtuelle\u00A0: plusieurs élèves ' +
            'apprennent en même temps, avec un accès complet à chaque univers disponible.',
        },
        {
          title: 'Des tarifs transparents',
          text:
            `${annualLicense} par laboratoire et par an, sans frais cachés. Avec la ` +
            `subvention\u00A0: ${usd(earlyTier.pricePerLabPerYear)} de l’année ` +
            `${number(earlyTier.fromYear)} à l’année ${number(earlyTier.toYear)}, puis ` +
            `${usd(laterTier.pricePerLabPerYear)} de l’année ${number(laterTier.fromYear)} à ` +
            `l’année ${number(laterTier.toYear)}.`,
        },
        {
          title: 'Un programme de subventions exclusif',
          text:
            `Des subventions couvrant ${upTo} pour les ${number(grant.schoolsPerCountry)} ` +
            'premiers établissements de chaque pays éligible qui ouvrent un nouveau laboratoire.',
        },
      ],
    },
    {
      id: 'eligibility',
      eyebrow: 'Éligibilité',
      heading: `Disponible dans ${countries} pays`,
      body:
        `Les établissements de ${countries} pays, sur six continents, peuvent déposer une ` +
        'demande. Vérifiez que votre pays figure sur la liste avant de commencer.',
      ctas: [viewCountryList],
      image: {
        art: 'globe-eligibility',
        alt: `Un globe indiquant des établissements dans les ${countries} pays éligibles`,
        width: 640,
        height: 420,
      },
    },
    {
      id: 'get-started',
      heading: 'Prêt à faire entrer la réalité virtuelle dans votre établissement\u202F?',
      body:
        'Présentez-nous votre établissement\u00A0: nous vous accompagnerons pour l’installation, ' +
        'les licences et votre demande de subvention.',
      ctas: [{ kind: 'modal', label: 'Échanger avec nous', modal: 'grantApplication' }],
    },
    {
      id: 'grant-note',
      heading: 'À propos de la subvention',
      body:
        'Le programme de subventions est géré par une fédération mondiale des STEM. Ses ' +
        'règles fixent l’éligibilité et les conditions, qui peuvent varier d’un pays à l’autre.',
    },
  ],
}
