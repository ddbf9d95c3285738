// Les mots sur les formulaires que partagent la Politique de confidentialité et le Centre de
// confiance (voir privacy-forms.ts : les faits proviennent des définitions des formulaires).
import { site } from '../site'
import type { FormWords } from '../trust-types'

const p = site.productName

export const formWords: FormWords = {
  heading: 'Ce que collectent nos formulaires',
  intro:
    'Chaque formulaire ne demande que ce qui nous est nécessaire pour vous répondre. Les champs facultatifs peuvent être laissés vides. Voici ce que collecte chaque formulaire, où ces données sont transmises et combien de temps elles sont conservées\u00A0:',
  honeypot:
    'Chaque formulaire comporte en outre un champ masqué que les personnes ne voient pas et ' +
    'ne remplissent pas\u202F; un formulaire envoyé avec ce champ rempli est considéré comme ' +
    'du spam et refusé.',
  names: {
    generalContact: 'Participez (en bas de la plupart des pages)',
    schoolContact: 'Prendre contact (pour les établissements)',
    connectWithUs: 'Échanger avec nous',
    schoolDemo: 'Réserver une démonstration pour votre établissement',
    grantApplication: 'Demander la subvention (également depuis l’Offre pionniers)',
    partnership: 'Partenariats et collaboration',
    partnerVariant: 'Devenez partenaire (sur la page Devenir partenaire)',
    generalInquiries: 'Demandes générales (pour les élèves et les parents)',
    feedback: 'Donner votre avis (sur un article du blog)',
    subscribe: 'Recevoir les nouveautés (nouveaux articles du blog)',
    waitlist: `S’inscrire sur la liste d’attente (${p} pour les particuliers)`,
  },
  why: {
    generalContact: 'Pour répondre à votre message.',
    schoolContact: 'Pour répondre à la demande d’un établissement.',
    connectWithUs: 'Pour répondre à votre message.',
    schoolDemo: 'Pour organiser une démonstration pour votre établissement.',
    grantApplication: 'Pour examiner la demande de subvention de l’établissement.',
    partnership: 'Pour examiner votre proposition de partenariat.',
    partnerVariant: 'Pour examiner votre candidature pour devenir partenaire.',
    generalInquiries: 'Pour répondre à la question d’un élève ou d’un parent.',
    feedback:
      'Pour lire votre avis sur un article du blog\u202F; le titre de l’article l’accompagne.',
    subscribe:
      'Pour vous informer des nouveaux articles du blog, comme vous l’avez demandé\u202F; nous conservons l’heure de votre consentement.',
    waitlist: `Pour vous prévenir de l’ouverture de ${p} pour les particuliers.`,
  },
  required: 'Obligatoires',
  optional: 'Facultatifs',
  separator: ', ',
  destinations: {
    emailService:
      'Transmis à notre équipe par e-mail, via le service d’envoi d’e-mails indiqué ci-dessous.',
    outbox: 'Transmis à notre équipe par e-mail, conservé dans la boîte d’envoi du site lui-même.',
    waitlist: 'Conservé dans notre table de liste d’attente, une fois par adresse e-mail.',
    subscribers: 'Conservé dans notre table des abonnés du blog, une fois par adresse e-mail.',
  },
  keptFor: (months) => `Jusqu’à ${months}\u00A0mois.`,
  keptUntilAsked: 'Jusqu’à ce que vous nous demandiez de les supprimer.',
}
