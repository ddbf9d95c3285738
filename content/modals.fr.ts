// Titles and introductions of every modal in French (docs/product.md, "Modals").
import type * as en from './modals'
import { site } from './site'
import type { ModalCopy, ModalKind } from './types'

export type { ModalCopy }

const close = 'Fermer'

export const modalCopy: Record<ModalKind, ModalCopy> = {
  offer: {
    title: 'Offre pionniers',
    intro: `Les établissements qui installent dès maintenant un laboratoire ${site.productName} obtiennent bien plus qu’une licence.`,
    closeLabel: close,
  },
  schoolContact: {
    title: 'Prendre contact',
    intro:
      'Présentez-nous votre établissement\u00A0: nous concevrons un laboratoire adapté à vos élèves.',
    closeLabel: close,
  },
  scheduling: {
    title: 'Planifier un rendez-vous',
    intro:
      'Choisissez le créneau qui vous convient pour un appel de 30 minutes avec notre équipe pédagogique.',
    closeLabel: close,
  },
  connectWithUs: {
    title: 'Échanger avec nous',
    intro: 'Des questions sur les univers, nos deux offres ou la subvention\u202F? Écrivez-nous.',
    closeLabel: close,
  },
  schoolDemo: {
    title: 'Réserver une démonstration pour votre établissement',
    intro:
      'Indiquez-nous combien de casques vous envisagez et nous organiserons une démonstration en direct.',
    closeLabel: close,
  },
  partnership: {
    title: 'Partenariats et collaboration',
    intro:
      'Réseaux éducatifs, entreprises et partenaires technologiques\u00A0: construisons ensemble.',
    closeLabel: close,
  },
  generalInquiries: {
    title: 'Demandes générales',
    intro: 'Élèves, parents et esprits curieux\u00A0: posez-nous toutes vos questions.',
    closeLabel: close,
  },
  grantApplication: {
    title: 'Demander la subvention',
    intro:
      'Présentez-nous votre établissement pour commencer une demande de subvention pour un ' +
      'nouveau laboratoire de réalité virtuelle.',
    closeLabel: close,
  },
  waitlist: {
    title: 'S’inscrire sur la liste d’attente',
    intro: `Soyez parmi les premiers informés de l’ouverture de ${site.productName} pour les particuliers.`,
    closeLabel: close,
  },
  subscribe: {
    title: 'Recevoir les nouveautés',
    intro:
      'Les nouveaux articles d’Innovations et recherche, directement dans votre boîte de réception.',
    closeLabel: close,
  },
  feedback: {
    title: 'Donner votre avis',
    intro: 'Qu’avez-vous pensé de cet article\u202F? Nous lisons chaque message.',
    closeLabel: close,
  },
  video: {
    title: 'Voir la bande-annonce',
    intro: '',
    closeLabel: close,
  },
  search: {
    title: 'Rechercher sur le site',
    intro: '',
    closeLabel: close,
  },
}

export const offerPanel: typeof en.offerPanel = {
  heading: 'Avantages exclusifs pour les pionniers',
  benefits: [
    'Subventions disponibles',
    `Modules gratuits de ${site.productName}`,
    'Accès aux nouvelles fonctionnalités',
    'Assistance prioritaire',
    'Création de contenus sur mesure',
  ],
  cta: 'Profiter de cette offre',
  note: '*Offre à durée limitée',
}

/** Shown inside a modal whose form arrives later, so the visitor always has a way to reach us. */
export const modalFallback: typeof en.modalFallback = {
  lead: 'Vous pouvez aussi nous écrire directement à',
  email: site.contactEmail,
}

/** While the scheduling widget's script loads. */
export const schedulingLoading: typeof en.schedulingLoading = 'Chargement de l’agenda…'

/** When the scheduling widget cannot load (blocked, offline), the visitor still gets a way. */
export const schedulingFallback: typeof en.schedulingFallback = {
  lead: 'L’agenda n’a pas pu se charger ici. Vous pouvez choisir un créneau sur notre page de prise de rendez-vous.',
  linkLabel: 'Ouvrir la page de prise de rendez-vous',
}
