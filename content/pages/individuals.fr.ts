import type { PageContent } from '../types'
import { claims, faqHeading, grouped, joinWaitlist, paths, site, sviName, svsName } from './shared'

export const page: PageContent = {
  path: paths.individuals,
  theme: 'info',
  title: 'Offre Particuliers',
  description:
    `${sviName} apporte à la maison des laboratoires de réalité virtuelle, des tuteurs IA et ` +
    'des défis scientifiques ludiques pour les élèves de 10 à 18\u00A0ans. Inscrivez-vous ' +
    'dès aujourd’hui sur la liste d’attente.',
  eyebrow: `${sviName} (${site.individualsEditionShort})`,
  heading: 'Apprenez où vous voulez, quand vous voulez',
  intro:
    'Les univers qu’utilisent les établissements scolaires, sur votre propre casque et à ' +
    'votre rythme\u00A0: prenez de l’avance, révisez avant les examens ou suivez simplement ' +
    'votre curiosité.',
  heroCtas: [
    { kind: 'modal', label: 'En savoir plus sur l’offre Particuliers', modal: 'waitlist' },
  ],
  sections: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'Un laboratoire de sciences dans votre salon',
      items: [
        { figure: grouped(claims.experiences), title: 'Parcours immersifs' },
        { figure: claims.practicals, title: 'Travaux pratiques' },
        { figure: claims.quizzes, title: 'Quiz interactifs en 3D' },
      ],
    },
    {
      id: 'features',
      eyebrow: 'Fonctionnalités',
      heading: 'Tout ce qu’il faut pour apprendre en autonomie',
      items: [
        {
          title: 'Laboratoires de réalité virtuelle',
          text:
            'Réalisez de vrais travaux pratiques en toute sécurité à la maison, et refaites-les ' +
            'jusqu’à ce qu’ils soient compris.',
        },
        {
          title: 'Tuteurs IA',
          text:
            'Posez toutes vos questions, à tout moment, et obtenez des explications adaptées à ' +
            'votre niveau.',
        },
        {
          title: 'Quiz interactifs',
          text:
            'Des quiz en 3D qui vérifient ce que vous avez compris, pas seulement ce que vous ' +
            'avez retenu.',
        },
        {
          title: 'Analyses avancées',
          text:
            'Visualisez vos points forts et vos lacunes par thème, et sachez exactement quoi ' +
            'réviser ensuite.',
        },
        {
          title: 'Communauté d’apprenants',
          text: 'Rencontrez des apprenants du monde entier, aussi curieux que vous.',
        },
        {
          title: 'Compétitions ludiques hebdomadaires',
          text: 'De nouveaux défis chaque semaine, avec classements, badges et de quoi être fier.',
        },
      ],
    },
    {
      id: 'excited',
      heading: 'Envie de vous lancer\u202F?',
      body:
        `${sviName} ouvre ses portes aux apprenants par vagues. Inscrivez-vous sur la liste ` +
        'd’attente pour être parmi les premiers à y entrer.',
      ctas: [joinWaitlist],
    },
    {
      id: 'headsets',
      eyebrow: 'Compatibilité',
      heading: 'Fonctionne avec le casque que vous avez déjà',
      body:
        'Ni ordinateur ni câbles\u00A0: installez l’application sur un casque autonome et commencez ' +
        'à explorer.',
      items: [
        {
          title: 'Meta Quest 3',
          text: 'Casque autonome avec vision du monde réel en couleur (passthrough).',
        },
        {
          title: 'Meta Quest 3S',
          text: 'Casque autonome, au très bon rapport qualité-prix pour apprendre à la maison.',
        },
        { title: 'Casques Pico', text: 'Les modèles autonomes Pico actuels sont pris en charge.' },
      ],
      ctas: [{ kind: 'disabled', label: 'Bientôt disponible', note: 'Pack avec casque' }],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: `Quand ${sviName} sera-t-il disponible\u202F?`,
          text:
            'Nous ouvrons l’accès par vagues. Les personnes inscrites sur la liste d’attente en ' +
            'sont informées en premier et bénéficient d’un accès anticipé avant le lancement ' +
            'public.',
        },
        {
          title: 'Avec quels casques fonctionne-t-il\u202F?',
          text:
            'Il fonctionne sur les casques autonomes Meta Quest 3 et Meta Quest 3S, ainsi que ' +
            'sur les casques Pico. Aucun ordinateur n’est nécessaire.',
        },
        {
          title: 'À qui s’adresse-t-il\u202F?',
          text:
            'Aux élèves de 10 à 18\u00A0ans qui veulent prendre de l’avance, réviser leurs ' +
            'examens ou aller au-delà du programme, et aux parents qui souhaitent explorer à ' +
            'leurs côtés.',
        },
        {
          title: 'Puis-je acheter un pack avec casque\u202F?',
          text:
            'Pas encore. Un pack comprenant un casque et un abonnement arrive bientôt\u202F; ' +
            'inscrivez-vous sur la liste d’attente pour savoir quand il sera disponible.',
        },
        {
          title: 'Est-ce le même contenu que celui des établissements scolaires\u202F?',
          text:
            `Il repose sur les mêmes univers que ${svsName}, avec des tuteurs IA, des analyses ` +
            'personnelles et des compétitions hebdomadaires conçus pour apprendre en autonomie.',
        },
      ],
    },
  ],
}
