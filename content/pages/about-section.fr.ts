// The shared About section at the foot of every page but /partnerwithus, in French.
import { claims, p } from './shared'
import { claimNumber } from './wording.fr'
import type * as en from './about-section'

export const aboutSection: typeof en.aboutSection = {
  heading: `À propos de ${p}`,
  description:
    `${p} est une plateforme d’apprentissage immersif en réalité virtuelle qui transforme les ` +
    'sciences scolaires en lieux où les élèves peuvent entrer. Dans BioVerse, ChemVerse, ' +
    'AtomVerse et SpaceVerse, les élèves de 10 à 18\u00A0ans parcourent une cellule ' +
    'vivante, réalisent des réactions trop dangereuses pour un laboratoire scolaire, tracent ' +
    'des champs magnétiques et marchent sur la Lune, avec des tuteurs IA, des quiz en 3D et ' +
    'des analyses qui montrent aux enseignants exactement où en est chaque élève.\n\n' +
    'Notre mission\u00A0: mettre un laboratoire de sciences de premier plan à la portée de chaque ' +
    'établissement, et pas seulement des quelques-uns qui peuvent se l’offrir. Avec plus de ' +
    `${claimNumber(claims.experiences)} parcours immersifs et ${claimNumber(claims.practicals)} ` +
    `travaux pratiques, des contenus alignés sur plus de ${claimNumber(claims.curricula)} ` +
    `programmes dans plus de ${claimNumber(claims.languages)} langues et un programme de ` +
    'subventions mené avec une fédération mondiale des STEM, nous travaillons avec les ' +
    'établissements, les enseignants, les parents et nos partenaires pour faire de la ' +
    'curiosité le point de départ de chaque leçon.',
  getInvolvedHeading: 'Participez',
  getInvolvedText:
    'Installez un laboratoire de réalité virtuelle dans votre établissement, devenez notre ' +
    'partenaire dans votre région ou posez-nous simplement une question. Laissez-nous vos ' +
    'coordonnées et notre équipe vous recontactera très vite.',
}
