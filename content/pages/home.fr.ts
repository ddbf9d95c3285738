import { formatters } from '../format'
import type { PageContent } from '../types'
import { grant, p, paths, sviName, svsName, upTo } from './shared'
import type * as en from './home'

const { number, percent } = formatters('fr')

export const page: PageContent = {
  path: paths.home,
  theme: 'home',
  title: 'Apprendre les sciences en réalité virtuelle immersive',
  description:
    `${p} transforme la biologie, la chimie, la physique et les sciences de l’espace en ` +
    'laboratoires immersifs de réalité virtuelle pour les élèves de 10 à 18\u00A0ans, avec ' +
    `des subventions couvrant ${upTo} pour les établissements.`,
  heading: 'L’avenir de l’éducation',
  intro:
    'Entrez dans une cellule vivante, au cœur d’une réaction chimique et dans le système solaire. ' +
    `${p} transforme les sciences scolaires en laboratoires virtuels que les élèves peuvent ` +
    'explorer, refaire et retenir.',
  // The home page is drawn from `home` below, not from generic sections.
  sections: [],
}

export const home: typeof en.home = {
  heroSlides: [
    {
      id: 'future',
      title: 'Entrez au cœur des sciences',
      text:
        'Entrez dans une cellule vivante, au cœur d’une réaction chimique et dans le système ' +
        `solaire. ${p} transforme les sciences scolaires en laboratoires virtuels que les ` +
        'élèves explorent, refont et retiennent.',
      art: 'hero-vr-classroom',
    },
    {
      id: 'democratizing',
      title: 'L’éducation de demain, accessible dès aujourd’hui',
      text:
        `Les subventions couvrent ${upTo} d’un nouveau laboratoire de réalité virtuelle pour ` +
        `les établissements éligibles de ${number(grant.eligibleCountries)} pays.`,
      badge: { figure: `jusqu’à ${percent(grant.maxGrantPercent)}`, label: 'Subventions' },
      link: { label: 'Comment fonctionne la subvention', to: paths.grant },
      art: 'globe-eligibility',
    },
    {
      id: 'schools',
      title: 'Des enseignants mieux outillés, des élèves passionnés',
      text:
        'Des leçons, travaux pratiques, quiz et analyses prêts à l’emploi, adaptés à votre ' +
        'emploi du temps.',
      link: { label: svsName, to: paths.schools },
      art: 'lab-setup',
    },
    {
      id: 'individuals',
      title: 'Apprenez où vous voulez, à votre rythme',
      text:
        `${sviName} apporte les mêmes univers chez vous, sur votre casque et selon votre ` +
        'emploi du temps.',
      link: { label: sviName, to: paths.individuals },
      art: 'world-hero-spaceverse',
    },
  ],
  earlyAdopter: {
    label: 'Offre pionniers',
    text:
      'Subventions, modules gratuits et assistance prioritaire pour les établissements qui ' +
      'nous rejoignent dès maintenant.',
    offer: 'Voir l’offre',
    note: '*Offre à durée limitée',
  },
  products: {
    eyebrow: 'Six univers',
    heading: 'Chaque matière est un univers à explorer',
    body:
      'La biologie, la chimie, la physique et les sciences de l’espace sont prêtes pour votre ' +
      'classe dès aujourd’hui\u202F; les sciences de la Terre et les mathématiques arrivent ' +
      'bientôt.',
    more: 'En savoir plus',
  },
}
