import { formatters } from '../format'
import type { PageContent } from '../types'
import { grant, p, paths, sviName, svsName, upTo } from './shared'
import type * as en from './home'

const { number, percent } = formatters('es')

export const page: PageContent = {
  path: paths.home,
  theme: 'home',
  title: 'Aprendizaje inmersivo de ciencias en realidad virtual',
  description:
    `${p} convierte la biología, la química, la física y las ciencias del espacio en ` +
    'laboratorios inmersivos de realidad virtual para los grados 5 a 12, con subvenciones de ' +
    `${upTo} para las escuelas.`,
  heading: 'El futuro de la educación',
  intro:
    'Entre en una célula viva, en una reacción química y en el sistema solar. ' +
    `${p} convierte las ciencias escolares en laboratorios virtuales que los estudiantes ` +
    'pueden explorar, repetir y recordar.',
  // The home page is drawn from `home` below, not from generic sections.
  sections: [],
}

export const home: typeof en.home = {
  heroSlides: [
    {
      id: 'future',
      title: 'Entre en la ciencia',
      text:
        'Entre en una célula viva, en una reacción química y en el sistema solar. ' +
        `${p} convierte las ciencias escolares en laboratorios virtuales que los estudiantes ` +
        'exploran, repiten y recuerdan.',
      art: 'hero-vr-classroom',
    },
    {
      id: 'democratizing',
      title: 'Democratizamos la educación del mañana, hoy',
      text:
        `Las subvenciones cubren ${upTo} de un nuevo laboratorio de realidad virtual para ` +
        `escuelas elegibles en ${number(grant.eligibleCountries)} países.`,
      badge: { figure: `hasta ${percent(grant.maxGrantPercent)}`, label: 'Subvenciones' },
      link: { label: 'Cómo funciona la subvención', to: paths.grant },
      art: 'globe-eligibility',
    },
    {
      id: 'schools',
      title: 'Empoderamos a los educadores, inspiramos a los estudiantes',
      text: 'Clases, prácticas, cuestionarios y analíticas listos para usar, que se adaptan a su horario.',
      link: { label: svsName, to: paths.schools },
      art: 'lab-setup',
    },
    {
      id: 'individuals',
      title: 'Aprenda en su espacio y a su ritmo',
      text: `${sviName} lleva los mismos mundos a su hogar, en su propio visor y a su propio ritmo.`,
      link: { label: sviName, to: paths.individuals },
      art: 'world-hero-spaceverse',
    },
  ],
  earlyAdopter: {
    label: 'Pioneros',
    text: 'Subvenciones, módulos gratuitos y soporte prioritario para las escuelas que se sumen ahora.',
    offer: 'Ver la oferta',
    note: '*Solo por tiempo limitado',
  },
  products: {
    eyebrow: 'Seis mundos',
    heading: 'Cada asignatura es un mundo por explorar',
    body:
      'La biología, la química, la física y las ciencias del espacio ya están listas para su ' +
      'aula; las ciencias de la Tierra y las matemáticas vienen en camino.',
    more: 'Más información',
  },
}
