// La page hors ligne (voir offline.ts : même forme).
import { paths } from '../paths'
import type { OfflinePageContent } from './offline'

export const page: OfflinePageContent = {
  path: paths.offline,
  title: 'Vous êtes hors ligne',
  description: 'Vous êtes hors ligne et cette page n’est pas conservée sur cet appareil.',
  heading: 'Vous êtes hors ligne',
  intro:
    'Cette page n’a encore jamais été ouverte sur cet appareil\u00A0: il n’en existe donc aucune ' +
    'copie à afficher sans connexion. Les pages ci-dessous ont été conservées lorsque vous les ' +
    'avez lues\u00A0: elles s’ouvrent hors ligne.',
  keptHeading: 'Pages conservées sur cet appareil',
  looking: 'Recherche des pages conservées sur cet appareil…',
  none:
    'Aucune page n’est encore conservée sur cet appareil. Les pages que vous ouvrez en ligne ' +
    'sont conservées pour plus tard.',
  unavailable: 'Ce navigateur ne conserve pas de pages pour une lecture hors ligne.',
  retry: 'Réessayer cette page',
  clear: 'Effacer les pages conservées sur cet appareil',
  cleared: 'Les pages conservées sur cet appareil ont été supprimées.',
}
