// The six subject worlds in French. GeoVerse and mathVerse are coming soon.
// Ids, names, addresses and switches: world-facts.ts; here, what each world is about.
import type * as en from './worlds'
import type { World } from './types'
import { indexByKey, worldFacts } from './world-facts'

const words: Record<World['key'], Pick<World, 'subject' | 'subtitle' | 'description'>> = {
  bioverse: {
    subject: 'Biologie',
    subtitle: 'Entrez dans une cellule vivante',
    description:
      'Réduisez-vous à la taille d’une mitochondrie, suivez un globule rouge à travers le cœur et observez la photosynthèse feuille après feuille. BioVerse transforme le programme de biologie en lieux que les élèves peuvent explorer.',
  },
  chemverse: {
    subject: 'Chimie',
    subtitle: 'Réalisez les réactions que vous n’oseriez jamais tenter',
    description:
      'Mélangez acides et bases, décomposez l’eau par électrolyse et construisez des molécules organiques atome par atome, sans verre brisé ni vapeurs toxiques. Avec ChemVerse, chaque manipulation se refait en toute sécurité, jusqu’à ce qu’elle soit comprise.',
  },
  atomverse: {
    subject: 'Physique',
    subtitle: 'Voyez les forces, les champs et les ondes à l’œuvre',
    description:
      'Déviez la lumière avec un prisme, tracez les lignes de champ magnétique autour d’une bobine et ressentez la différence entre masse et poids. AtomVerse rend visibles et concrètes les lois invisibles de la physique.',
  },
  spaceverse: {
    subject: 'Sciences de l’espace',
    subtitle: 'Marchez sur la Lune, gravitez autour de Jupiter',
    description:
      'Parcourez le système solaire à l’échelle, observez les phases de la Lune depuis l’espace et suivez une étoile de la nébuleuse à la supernova. SpaceVerse met l’Univers à portée de main.',
  },
  geoverse: {
    subject: 'Sciences de la Terre',
    subtitle: 'Voyagez sur une plaque tectonique à travers le temps',
    description:
      'Traversez un volcan, suivez le cycle de l’eau autour du globe et regardez les montagnes s’élever au fil de millions d’années. GeoVerse est en cours de développement.',
  },
  mathverse: {
    subject: 'Mathématiques',
    subtitle: 'Une géométrie à parcourir',
    description:
      'Entrez dans des formes en trois dimensions, pliez des patrons pour obtenir des solides et découvrez les fonctions sous forme de paysages. mathVerse est en cours de développement.',
  },
}

export const worlds: World[] = worldFacts.map((facts) => ({ ...facts, ...words[facts.key] }))

export const comingSoonLabel: typeof en.comingSoonLabel = 'Bientôt disponible'

export const worldByKey = indexByKey(worlds)
