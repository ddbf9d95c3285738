import { formatters } from '../format'
import type { PageContent } from '../types'
import { getInTouch, grant, p, paths, sviName, svsName, upTo } from './shared'

const { number } = formatters('fr')

export const page: PageContent = {
  path: paths.about,
  theme: 'info',
  title: 'Qui sommes-nous',
  description:
    `Pourquoi ${p} crée des laboratoires de sciences immersifs en réalité virtuelle pour les ` +
    'élèves de 10 à 18\u00A0ans\u00A0: notre mission, notre vision et notre partenariat avec ' +
    'une fédération mondiale des STEM pour les subventions.',
  eyebrow: 'Qui sommes-nous',
  heading: 'Des sciences à vivre de l’intérieur',
  intro:
    `${p} est né d’une conviction simple\u00A0: chaque élève mérite un vrai laboratoire de ` +
    'sciences, et la réalité virtuelle peut en apporter un à n’importe quel établissement ' +
    'scolaire, partout dans le monde.',
  sections: [
    {
      id: 'mission',
      eyebrow: 'Mission',
      heading: 'Notre mission',
      body:
        'Offrir à chaque élève de 10 à 18\u00A0ans, où qu’il vive, un accès concret aux ' +
        'expériences, aux modèles et aux lieux qui donnent tout leur sens aux sciences, à un ' +
        'coût qu’un établissement peut réellement assumer.',
    },
    {
      id: 'vision',
      eyebrow: 'Vision',
      heading: 'Notre vision',
      body:
        'Un monde où un laboratoire bien équipé n’est plus le privilège de quelques-uns\u00A0: où ' +
        'un élève d’un petit village et un élève d’une grande capitale réalisent la même ' +
        'expérience, observent les mêmes molécules et rêvent tout aussi grand.',
    },
    {
      id: 'partnership',
      eyebrow: 'Partenariat',
      heading: 'Un partenariat avec une fédération mondiale des STEM',
      body:
        'Notre programme de subventions est mené avec une fédération mondiale des STEM qui ' +
        'partage notre engagement en faveur des sciences pour tous. Grâce à elle, les ' +
        `établissements éligibles de ${number(grant.eligibleCountries)} pays peuvent recevoir ` +
        `des subventions couvrant ${upTo} d’un nouveau laboratoire de réalité virtuelle.`,
      ctas: [
        { kind: 'link', label: 'À propos de la subvention', to: paths.grant, variant: 'secondary' },
      ],
      image: {
        art: 'partnership-lockup',
        alt: `${p} en partenariat avec une fédération mondiale des STEM, son partenaire pour les subventions`,
        width: 600,
        height: 200,
      },
    },
    {
      id: 'timeline',
      eyebrow: 'Notre histoire',
      heading: 'De l’idée aux classes du monde entier',
      items: [
        {
          badge: 'L’étincelle',
          title: 'Un laboratoire pour chaque classe',
          text:
            'Partout, les enseignants nous racontaient la même histoire\u00A0: trop peu de ' +
            'laboratoires, trop peu de matériel et trop d’expériences trop coûteuses ou trop ' +
            'dangereuses à réaliser.',
        },
        {
          badge: 'Les univers',
          title: 'BioVerse, ChemVerse, AtomVerse et SpaceVerse',
          text:
            'Nous avons créé des univers alignés sur les programmes pour la biologie, la ' +
            'chimie, la physique et les sciences de l’espace, chacun avec ses parcours ' +
            'immersifs, ses travaux pratiques et ses quiz.',
        },
        {
          badge: 'Pour les établissements',
          title: svsName,
          text:
            'Des laboratoires de réalité virtuelle complets, avec leçons, tuteurs IA, analyses, ' +
            'installation et formation des enseignants, sous licence par laboratoire.',
          to: paths.schools,
        },
        {
          badge: 'Pour les particuliers',
          title: sviName,
          text:
            'Les mêmes univers pour apprendre à la maison, sur son propre casque et à son ' +
            'rythme. La liste d’attente est ouverte.',
          to: paths.individuals,
        },
        {
          badge: 'La suite',
          title: 'GeoVerse et mathVerse',
          text: 'Les univers des sciences de la Terre et des mathématiques sont en cours de développement.',
          to: paths.subjects,
        },
      ],
    },
    {
      id: 'join',
      eyebrow: 'Rejoignez-nous',
      heading: 'Une aventure ouverte à tous',
      body:
        'Quel que soit votre lien avec l’éducation, vous avez votre place dans ce que nous ' +
        'construisons.',
      items: [
        {
          title: 'Établissements',
          text:
            'Ouvrez un laboratoire de réalité virtuelle dans votre établissement et demandez ' +
            'une subvention tant qu’il reste des places.',
        },
        {
          title: 'Enseignants',
          text:
            'Obtenez une certification, concevez de nouvelles leçons avec nous et partagez ce ' +
            'qui fonctionne en classe.',
        },
        {
          title: 'Partenaires',
          text:
            'Apportez les sciences immersives aux établissements de votre région en tant que ' +
            'partenaire associé.',
        },
        {
          title: 'Élèves et parents',
          text: `Inscrivez-vous sur la liste d’attente de ${sviName} et explorez les univers à la maison.`,
        },
      ],
      ctas: [getInTouch],
    },
  ],
}
