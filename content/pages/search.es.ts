import type { SearchCopy } from './search'
import { inAnyLanguage } from '../language-names.es'
import { paths } from '../paths'

export const searchCopy: SearchCopy = {
  path: paths.search,
  title: 'Buscar',
  description:
    'Busque en todo el sitio: los mundos, los temas del currículo, las páginas informativas y sus preguntas, la subvención, los países y el blog.',
  heading: 'Buscar en el sitio',
  intro: `Encuentre un tema, un mundo, una página o una pregunta ${inAnyLanguage}, también sin conexión tras su primera visita.`,
  label: 'Buscar en el sitio',
  placeholder: 'Fotosíntesis, plazo de la subvención, Kenia…',
  submit: 'Buscar',
  resultsLabel: 'Resultados',
  loading: 'Cargando la búsqueda…',
  hint: 'Escriba un tema, una página o una pregunta.',
  one: '1 resultado',
  many: '{count} resultados',
  none: 'No hay resultados para «{query}».',
  noneHelp: 'Pruebe con otras palabras, busque en el blog o pregúntenos.',
  blogSearch: 'Buscar en el blog',
  contact: 'Pregúntenos con el formulario de contacto',
  failed: 'No se pudo cargar la búsqueda.',
  retry: 'Intentar de nuevo',
  offline:
    'Está sin conexión y la búsqueda aún no se guarda en este dispositivo. Se cargará en cuanto vuelva a tener conexión.',
  cut: 'Su búsqueda era larga: solo se buscan sus primeros {max} caracteres.',
  keptOffline: 'Disponible sin conexión',
  noScript:
    'Los resultados de la búsqueda requieren JavaScript, que no se está ejecutando en este navegador. Desde aquí puede ir a las páginas principales del sitio:',
  kinds: {
    world: 'Mundo',
    curriculum: 'Currículo',
    page: 'Página',
    faq: 'Pregunta',
    countries: 'Países',
    grant: 'Subvención',
    post: 'Artículo del blog',
  },
}
