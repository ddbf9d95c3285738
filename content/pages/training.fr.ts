import type { PageContent } from '../types'
import { certificationFrom, getInTouch, p, paths } from './shared'
import { counted } from './wording.fr'

export const page: PageContent = {
  path: paths.training,
  theme: 'info',
  title: 'Formation et certification',
  description:
    'Certifications Standard, Intermédiaire et Expert pour les enseignants et le personnel ' +
    `informatique qui gèrent des laboratoires de réalité virtuelle ${p}\u00A0: gratuites la ` +
    `première année de licence, puis à partir de ${certificationFrom}.`,
  eyebrow: 'Formation et certification',
  heading: 'Des enseignants confiants, des classes sereines',
  intro:
    'Une formation pratique qui fait de chaque enseignant de sciences le pilote d’un ' +
    'laboratoire de réalité virtuelle, avec une certification qui évolue avec son expérience.',
  sections: [
    {
      id: 'levels',
      eyebrow: 'Trois niveaux',
      heading: 'Niveaux de certification',
      items: [
        {
          title: 'Standard',
          badge: 'Commencez ici',
          text:
            'Animez des leçons, des travaux pratiques et des quiz en toute confiance, et gérez ' +
            'les casques au quotidien.',
        },
        {
          title: 'Intermédiaire',
          badge: `${counted(2, 'an', 'ans')} d’expérience`,
          text:
            'Concevez vos propres séquences fondées sur la réalité virtuelle, utilisez les ' +
            'analyses pour différencier votre enseignement et accompagnez vos collègues.',
        },
        {
          title: 'Expert',
          badge: `${counted(3, 'an', 'ans')} d’expérience`,
          text:
            'Pilotez l’apprentissage en réalité virtuelle à l’échelle d’un établissement ou ' +
            'd’un réseau, formez de nouveaux enseignants et façonnez de nouveaux contenus avec ' +
            'nous.',
        },
      ],
    },
    {
      id: 'fees',
      eyebrow: 'Tarifs',
      heading: 'Gratuite la première année',
      body:
        'La certification est gratuite la première année de licence pour tous les enseignants ' +
        'de discipline et tous les membres du personnel informatique. Ensuite, chaque ' +
        `certification coûte généralement à partir de ${certificationFrom}.`,
    },
    {
      id: 'format',
      eyebrow: 'Fonctionnement',
      heading: 'Une formation adaptée à la semaine d’un enseignant',
      items: [
        {
          title: 'Sessions pratiques',
          text:
            'Entraînez-vous avec le casque en pensant à votre propre laboratoire et à vos ' +
            'propres classes.',
        },
        {
          title: 'Modules à votre rythme',
          text: 'De courtes unités en ligne à suivre entre deux cours.',
        },
        {
          title: 'Pratique évaluée',
          text:
            'La certification est délivrée sur la base d’un enseignement réel, pas seulement ' +
            'd’un examen écrit.',
        },
      ],
    },
    {
      id: 'get-started',
      heading: 'Formez votre équipe',
      body: 'Demandez-nous un plan de formation pour vos enseignants et votre personnel informatique.',
      ctas: [getInTouch],
    },
  ],
}
