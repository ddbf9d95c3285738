import type { PageContent } from '../types'
import { claims, comingSoonLabel, connectWithUs, p, paths, syllabusPaths } from './shared'
import { claimNumber } from './wording.fr'

export const page: PageContent = {
  path: paths.curriculum,
  theme: 'info',
  title: 'Programmes scolaires',
  description:
    `${p} aligne ses contenus scientifiques en réalité virtuelle sur plus de ` +
    `${claimNumber(claims.curricula)} programmes, dont l’IB, Cambridge, les standards ` +
    'américains, le National Curriculum d’Angleterre et le CBSE.',
  eyebrow: 'Programmes scolaires',
  heading: 'En phase avec le programme que vous enseignez',
  intro:
    'Chaque parcours immersif est relié aux thèmes qu’étudient vos élèves\u00A0: plus de ' +
    `${claimNumber(claims.curricula)} programmes dans plus de ${claimNumber(claims.languages)} ` +
    'langues, et d’autres en préparation.',
  sections: [
    {
      id: 'curricula',
      eyebrow: 'Disponibles dès maintenant',
      heading: 'Explorez les correspondances avec les programmes',
      items: [
        {
          title: 'Baccalauréat International (IB)',
          badge: 'International',
          text: 'Thèmes de biologie, de chimie et de physique des sciences de l’IB.',
          to: syllabusPaths.ib,
        },
        {
          title: 'Cambridge IGCSE et A Level',
          badge: 'International',
          text: 'Thèmes essentiels des sciences de Cambridge IGCSE et A Level.',
          to: syllabusPaths.cambridge,
        },
        {
          title:
            'Common Core State Standards et Next Generation Science Standards (NGSS) des ' +
            'États-Unis',
          badge: 'États-Unis',
          text: 'Sciences de la vie, physique et chimie alignées sur les standards américains.',
          to: syllabusPaths.us,
        },
        {
          title: 'National Curriculum d’Angleterre (Royaume-Uni)',
          badge: 'Royaume-Uni',
          text: 'Thèmes de sciences des différents Key Stages du programme britannique.',
          to: syllabusPaths.uk,
        },
        {
          title: 'Programme scolaire australien (Australian Curriculum)',
          badge: 'Australie',
          text: 'Le volet Compréhension scientifique de l’Australian Curriculum.',
          to: syllabusPaths.australia,
        },
        {
          title: 'CBSE et ICSE (Inde)',
          badge: 'Inde',
          text: 'Thèmes de sciences des conseils d’examen CBSE et ICSE.',
          to: syllabusPaths.india,
        },
        {
          title: 'Programme du ministère de l’Éducation des Émirats arabes unis',
          badge: 'Émirats arabes unis',
          text:
            'Correspondances établies pour les établissements des Émirats\u202F; la liste des ' +
            'thèmes est fournie sur demande.',
        },
      ],
    },
    {
      id: 'coming-soon',
      eyebrow: 'En préparation',
      heading: 'D’autres pays bientôt',
      items: [
        { title: 'Canada', badge: comingSoonLabel },
        { title: 'Singapour', badge: comingSoonLabel },
        { title: 'Nouvelle-Zélande', badge: comingSoonLabel },
        { title: 'Afrique du Sud', badge: comingSoonLabel },
        { title: 'Arabie saoudite', badge: comingSoonLabel },
        { title: 'Malaisie', badge: comingSoonLabel },
        { title: 'Kenya', badge: comingSoonLabel },
        { title: 'Brésil', badge: comingSoonLabel },
      ],
    },
    {
      id: 'request',
      heading: 'Votre programme n’apparaît pas\u202F?',
      body:
        'Dites-nous ce qu’enseigne votre établissement et nous vous montrerons comment les ' +
        'univers s’y rattachent. De nouvelles correspondances sont ajoutées chaque trimestre.',
      ctas: [connectWithUs],
    },
  ],
}
