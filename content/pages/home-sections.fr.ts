import { evidence } from '../facts'
import { formatters } from '../format'
import { claims, paths, site, sviName, svsName } from './shared'
import type * as en from './home-sections'

const { number, percent } = formatters('fr')
/** A multiplier as a figure: '4x', '3,75x'. */
const times = (value: number) => `${number(value)}x`
const benefitItems = [
  {
    title: 'Comprendre par l’expérience',
    text:
      'Les élèves ne se contentent pas de lire sur la mitose ou les champs magnétiques\u00A0: ' +
      'ils les voient se produire tout autour d’eux, et se souviennent de ce qu’ils ont vu.',
  },
  {
    title: 'Un enseignement personnalisé',
    text:
      'Des tuteurs IA et des quiz adaptatifs s’ajustent au niveau de chaque apprenant\u00A0: ' +
      'ceux qui avancent vite vont plus loin, les autres ont droit à un nouvel essai.',
  },
  {
    title: 'Une motivation renforcée',
    text:
      'Des leçons vécues comme une exploration donnent aux élèves l’envie de poser la question ' +
      'suivante, bien après la sonnerie.',
  },
  {
    title: 'Un environnement sûr',
    text:
      'Manipulez des acides forts, des hautes tensions et des sources radioactives sans aucun ' +
      'risque, et refaites chaque expérience autant de fois que nécessaire.',
  },
  {
    title: 'Une participation active',
    text:
      'Tous les élèves manipulent en même temps, au lieu de regarder une démonstration depuis ' +
      'le fond de la salle.',
  },
  {
    title: 'Apprendre en jouant',
    text:
      'Points, badges et défis amicaux font des révisions une activité que les élèves ' +
      'choisissent d’eux-mêmes.',
  },
]

/** The five statistic cards of the home slider. */
export const statisticItems: typeof en.statisticItems = [
  {
    figure: percent(evidence.retentionPercent),
    title: 'Mémorisation',
    text:
      `Les apprenants retiennent jusqu’à ${percent(evidence.retentionPercent)} de ce qu’ils ` +
      `vivent en réalité virtuelle, contre ${percent(evidence.classroomRetentionPercent)} en classe.`,
  },
  {
    figure: times(evidence.fasterTimes),
    title: 'Un apprentissage plus rapide',
    text:
      'Les apprenants atteignent le même niveau de compréhension jusqu’à quatre fois plus vite ' +
      'qu’en classe.',
  },
  {
    figure: times(evidence.emotionallyConnectedTimes),
    title: 'Un lien émotionnel plus fort',
    text:
      `Les élèves se sentent ${number(evidence.emotionallyConnectedTimes)} fois plus liés à ` +
      'ce qu’ils apprennent en réalité virtuelle.',
  },
  {
    figure: percent(evidence.moreConfidentPercent),
    title: 'Plus de confiance en soi',
    text:
      `Les apprenants se sentent ${percent(evidence.moreConfidentPercent)} plus sûrs d’eux ` +
      'pour appliquer de nouvelles compétences après une formation en réalité virtuelle.',
  },
  {
    figure: percent(evidence.testScoresPercent),
    title: 'De meilleurs résultats',
    text:
      `Une amélioration de ${percent(evidence.testScoresPercent)} des résultats aux évaluations ` +
      'lorsque les leçons intègrent une pratique immersive.',
  },
]

/** The four-card grid shown instead when the statistics slider is switched off. */
export const highlightItems: typeof en.highlightItems = [
  {
    title: 'Tuteurs IA',
    text: 'Dans chaque univers, un tuteur patient répond aux questions et explique chaque étape.',
  },
  {
    title: 'Analyses',
    text:
      'Les enseignants voient qui a terminé, qui a eu des difficultés et quelles notions ' +
      'méritent d’être revues.',
  },
  {
    title: 'Quiz',
    text: `${claims.quizzes} quiz interactifs en 3D vérifient la compréhension à chaud.`,
  },
  {
    title: 'Salle d’explication',
    text:
      'Chaque élève dispose de son propre modèle ou de sa propre expérience en 3D à faire ' +
      'pivoter, ouvrir et explorer.',
  },
]

/** The home page's parts (docs/product.md, "Routes › Home"), in page order. */

export const homeSections: typeof en.homeSections = {
  benefits: {
    eyebrow: 'Pourquoi la réalité virtuelle',
    heading: 'Pourquoi on apprend mieux en réalité virtuelle',
    items: benefitItems,
    eyeNote:
      'Les grandes organisations de santé oculaire indiquent qu’aucune donnée ne montre que la ' +
      'réalité virtuelle abîme les yeux. Les séances sont courtes et encadrées par ' +
      'l’enseignant, avec des pauses prévues.',
    editions: [
      {
        title: svsName,
        badge: site.schoolsEditionShort,
        text:
          'Des laboratoires de réalité virtuelle clés en main, avec leçons, travaux pratiques, ' +
          'quiz, tuteurs IA, analyses pour les enseignants et un tableau de bord pour les chefs ' +
          'd’établissement.',
        to: paths.schools,
      },
      {
        title: sviName,
        badge: site.individualsEditionShort,
        text:
          'Les mêmes univers sur votre propre casque et selon votre emploi du temps, avec des ' +
          'tuteurs IA et des défis hebdomadaires.',
        to: paths.individuals,
      },
    ],
    more: 'En savoir plus',
  },
  labs: {
    eyebrow: 'Laboratoires',
    heading: 'Théorie et pratique réunies dans un même laboratoire',
    items: [
      {
        figure: claims.experiences,
        title: 'Parcours immersifs',
        label: 'Théorie',
        text:
          'Des visites guidées des cellules, des molécules, des circuits et des galaxies, qui ' +
          'rendent concrètes les notions abstraites.',
      },
      {
        figure: claims.practicals,
        title: 'Travaux pratiques',
        label: 'Pratique',
        text:
          'Des expériences virtuelles pas à pas qui suivent de vraies méthodes de laboratoire, ' +
          'du titrage à la dissection.',
      },
    ],
  },
  statistics: { eyebrow: 'Les résultats', heading: 'Ce que change l’apprentissage immersif' },
  highlights: {
    eyebrow: 'Dans chaque laboratoire',
    heading: 'Tout ce qu’il faut à un laboratoire de sciences moderne',
  },
  blog: {
    eyebrow: 'Sur le blog',
    heading: 'Innovations et recherche',
    body: 'Recherche, récits de classe et actualités du produit, par notre équipe.',
    // What it shows is its whole name: 'Tout voir' named 'Voir tous les articles' did not begin
    // with its visible words (WCAG 2.5.3), and no French phrase says both in that order.
    viewAll: 'Tous les articles',
    viewAllName: 'Tous les articles',
  },
}
