// Ce que le site conserve sur l’appareil (voir privacy-device.ts : les mêmes faits).
import { deviceKeeping } from '../device-facts'
import type { DocumentSection } from '../types'

const { pages, images } = deviceKeeping

export const deviceSection: DocumentSection = {
  id: 'on-your-device',
  heading: 'Ce qui est conservé sur votre appareil',
  blocks: [
    {
      kind: 'text',
      text:
        'Pour que le site fonctionne avec une connexion faible ou interrompue, votre navigateur ' +
        'en conserve une partie sur votre appareil. Rien de tout cela ne nous est transmis, ni ' +
        'à qui que ce soit d’autre, et rien n’est utilisé pour vous suivre.',
    },
    {
      kind: 'facts',
      items: [
        {
          term: 'Les fichiers du site lui-même',
          detail:
            'Le code, les styles et les polices des pages que vous ouvrez et ce que ces pages ' +
            'chargent quand vous les utilisez (leurs formulaires, leurs fenêtres et la ' +
            'recherche), dans la langue dans laquelle vous lisez, ainsi qu’une page qui vous ' +
            'signale que vous êtes hors ligne, afin que ces pages s’ouvrent et fonctionnent sans ' +
            'connexion. Ils sont remplacés lorsque le site change.',
        },
        {
          term: 'Les pages que vous avez ouvertes',
          detail:
            `Chaque page que vous lisez est conservée, dans la limite de ${pages.maxEntries} pages par langue, chacune pendant ${pages.maxAgeDays}\u00A0jours ` +
            `après sa dernière ouverture en ligne\u202F; les images, dans la limite de ${images.maxEntries} et pendant ${images.maxAgeDays}\u00A0jours. ` +
            'Elles ne contiennent rien de ce que vous avez saisi.',
        },
        {
          term: 'La recherche du site',
          detail:
            'L’index de recherche de la langue dans laquelle vous lisez (les mots des pages du ' +
            'site, rien de plus) et la page de recherche, afin que la recherche fonctionne sans ' +
            'connexion. Rien de ce que vous recherchez n’est conservé ni envoyé\u00A0: la ' +
            'recherche s’effectue sur votre appareil.',
        },
        {
          term: 'Les demandes en attente d’envoi',
          detail:
            'Si vous envoyez un formulaire alors que la connexion est coupée, ce que vous avez ' +
            'saisi est conservé sur votre appareil jusqu’à ce qu’il puisse être envoyé, puis ' +
            'supprimé. Le formulaire indique ce qui est en attente, et vous pouvez l’y supprimer.',
        },
        {
          term: 'Ce que vous avez saisi, lors d’un rechargement',
          detail:
            'Si le site a changé pendant qu’une de ses pages était ouverte et que vous choisissez ' +
            'Recharger, ce que vous avez saisi dans les formulaires de cette page est conservé dans ' +
            'l’onglet du navigateur le temps du rechargement, puis supprimé dès que la page l’a ' +
            'retrouvé.',
        },
      ],
    },
    {
      kind: 'text',
      text:
        'Pour tout supprimer, effacez les données de ce site dans les paramètres de site de ' +
        'votre navigateur (souvent sous le cadenas à côté de l’adresse). Sans connexion, la ' +
        'page hors ligne propose aussi un bouton qui supprime les pages conservées sur cet ' +
        'appareil.',
    },
  ],
}
