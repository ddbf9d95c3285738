import type { SearchCopy } from './search'
import { inAnyLanguage } from '../language-names.fr'
import { paths } from '../paths'

export const searchCopy: SearchCopy = {
  path: paths.search,
  title: 'Rechercher',
  description:
    'Recherchez dans tout le site\u00A0: les univers, les thèmes des programmes, les pages d’information et leurs questions, la subvention, les pays et le blog.',
  heading: 'Rechercher sur le site',
  intro: `Trouvez un thème, un univers, une page ou une question ${inAnyLanguage}, même hors ligne après une première visite.`,
  label: 'Rechercher sur le site',
  placeholder: 'Photosynthèse, date limite de la subvention, Kenya…',
  submit: 'Rechercher',
  resultsLabel: 'Résultats',
  loading: 'Chargement de la recherche…',
  hint: 'Saisissez un thème, une page ou une question.',
  one: '1 résultat',
  many: '{count} résultats',
  none: 'Aucun résultat pour «\u202F{query}\u202F».',
  noneHelp: 'Essayez d’autres mots, recherchez dans le blog ou posez-nous la question.',
  blogSearch: 'Rechercher dans le blog',
  contact: 'Nous poser la question via le formulaire de contact',
  failed: 'La recherche n’a pas pu être chargée.',
  retry: 'Réessayer',
  offline:
    'Vous êtes hors ligne et la recherche n’est pas encore conservée sur cet appareil. Elle se chargera dès que vous serez de nouveau en ligne.',
  cut: 'Votre recherche était longue\u00A0: seuls ses {max} premiers caractères sont pris en compte.',
  keptOffline: 'Consultable hors ligne',
  noScript:
    'Les résultats de recherche nécessitent JavaScript, qui ne s’exécute pas dans ce navigateur. Depuis cette page, vous pouvez tout de même accéder aux pages principales du site\u00A0:',
  kinds: {
    world: 'Univers',
    curriculum: 'Programme',
    page: 'Page',
    faq: 'Question',
    countries: 'Pays',
    grant: 'Subvention',
    post: 'Article de blog',
  },
}
