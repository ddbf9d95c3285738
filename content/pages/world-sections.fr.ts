import { formatters } from '../format'
import type { Section, SectionItem, World } from '../types'
import { worldFigures } from '../world-facts'
import { connectWithUs, faqHeading } from './shared'

const { number } = formatters('fr')

/** A world's counters: its experiences, concepts and practicals (world-facts.ts). */
const counters = (figures: { experiences: number; concepts: number; practicals: number }) =>
  [
    { figure: number(figures.experiences), title: 'Parcours immersifs' },
    { figure: number(figures.concepts), title: 'Notions' },
    { figure: number(figures.practicals), title: 'Travaux pratiques' },
  ] satisfies SectionItem[]

/** Outlines of the world pages below their hero (docs/product.md, "Routes › Worlds"). */
export const worldPageSections: Record<World['key'], Section[]> = {
  bioverse: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'BioVerse en chiffres',
      items: counters(worldFigures.bioverse),
    },
    {
      id: 'description',
      eyebrow: 'Biologie',
      heading: 'Une biologie que l’on parcourt',
      body:
        'Plongez au cœur d’une cellule, suivez l’oxygène des poumons jusqu’à un muscle en ' +
        'action et regardez une feuille transformer la lumière du soleil en sucre. BioVerse ' +
        'fait du monde vivant des lieux que les élèves explorent\u00A0: les structures et les ' +
        'processus cessent d’être des schémas et prennent tout leur sens.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Quels thèmes de biologie BioVerse couvre-t-il\u202F?',
          text:
            'Les cellules et les organites, les enzymes, la respiration, la photosynthèse, la ' +
            'circulation, la digestion, la génétique, l’écologie et bien plus, en lien avec ' +
            'les principaux programmes scolaires.',
        },
        {
          title: 'À quels âges BioVerse s’adresse-t-il\u202F?',
          text:
            'Aux élèves de 10 à 18\u00A0ans. Les plus jeunes explorent les systèmes du corps humain ' +
            'et les habitats\u202F; les plus âgés approfondissent la biologie cellulaire, la ' +
            'génétique et la physiologie.',
        },
        {
          title: 'Comment les travaux pratiques se comparent-ils à un laboratoire réel\u202F?',
          text:
            `Les ${number(worldFigures.bioverse.practicals)} travaux pratiques suivent de ` +
            'vraies méthodes de laboratoire, de la microscopie à la dissection, sans ' +
            'spécimens, consommables ni nettoyage, et peuvent être refaits autant de fois que ' +
            'nécessaire.',
        },
        {
          title: 'Combien de temps dure un parcours immersif BioVerse\u202F?',
          text:
            'La plupart des parcours durent de 10 à 20\u00A0minutes, ce qui laisse le temps, ' +
            'dans un cours normal, de discuter de ce que les élèves ont vu.',
        },
        {
          title: 'Comment les enseignants savent-ils ce que les élèves ont appris\u202F?',
          text:
            'Les quiz en 3D intégrés à chaque parcours alimentent le tableau de bord de ' +
            'l’enseignant, qui affiche la progression par élève et par notion.',
        },
      ],
    },
  ],
  chemverse: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'ChemVerse en chiffres',
      items: counters(worldFigures.chemverse),
    },
    {
      id: 'description',
      eyebrow: 'Chimie',
      heading: 'La chimie sans les risques',
      body:
        'Mélangez acides et bases, décomposez l’eau par électrolyse et construisez des ' +
        'molécules atome par atome. ChemVerse permet aux élèves de réaliser les réactions que ' +
        'les établissements osent rarement tenter, de voir ce qui se passe à l’échelle des ' +
        'particules et de refaire chaque étape jusqu’à ce que tout soit clair.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Quels thèmes de chimie ChemVerse couvre-t-il\u202F?',
          text:
            'La structure de l’atome, les liaisons chimiques, le tableau périodique, les acides ' +
            'et les bases, la vitesse de réaction, l’électrolyse et la chimie organique, en ' +
            'lien avec les principaux programmes scolaires.',
        },
        {
          title: 'Est-il vraiment sans danger de réaliser des réactions dangereuses\u202F?',
          text:
            'Oui. Tout se passe en réalité virtuelle\u00A0: ni produits chimiques, ni vapeurs, ' +
            'ni verre brisé, et les élèves apprennent malgré tout les consignes de sécurité ' +
            'd’un vrai laboratoire.',
        },
        {
          title: 'ChemVerse peut-il remplacer notre laboratoire de chimie\u202F?',
          text:
            'Il le complète. Les élèves s’entraînent aux travaux pratiques en réalité ' +
            'virtuelle, arrivent préparés à la paillasse et peuvent réaliser des expériences ' +
            'que votre laboratoire ne permet pas.',
        },
        {
          title: 'Les élèves voient-ils ce qui se passe à l’échelle moléculaire\u202F?',
          text:
            'Oui. Chaque réaction peut être mise en pause et agrandie\u00A0: les élèves voient ' +
            'les particules entrer en collision, les liaisons se rompre et de nouvelles ' +
            'substances se former.',
        },
        {
          title: 'Comment les travaux pratiques de ChemVerse sont-ils évalués\u202F?',
          text:
            'Chaque travail pratique enregistre les étapes et les résultats des élèves, et des ' +
            'quiz vérifient les notions sous-jacentes dans le tableau de bord de l’enseignant.',
        },
      ],
    },
  ],
  atomverse: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'AtomVerse en chiffres',
      items: counters(worldFigures.atomverse),
    },
    {
      id: 'description',
      eyebrow: 'Physique',
      heading: 'Une physique que l’on voit et que l’on ressent',
      body:
        'Déviez la lumière à travers un prisme, tracez le champ autour d’une bobine et ' +
        'comparez la masse et le poids sur différentes planètes. AtomVerse rend visibles les ' +
        'lois invisibles de la physique, pour que les élèves développent leur intuition avant ' +
        'de rencontrer les équations.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Quels thèmes de physique AtomVerse couvre-t-il\u202F?',
          text:
            'Les forces et le mouvement, l’énergie, les ondes, la lumière, l’électricité, le ' +
            'magnétisme et la physique atomique, en lien avec les principaux programmes ' +
            'scolaires.',
        },
        {
          title: 'Les élèves peuvent-ils effectuer de vraies mesures\u202F?',
          text:
            'Oui. Des instruments virtuels permettent aux élèves de mesurer, de consigner et ' +
            'de représenter graphiquement leurs résultats, comme avec du vrai matériel.',
        },
        {
          title: 'AtomVerse aide-t-il pour les mathématiques de la physique\u202F?',
          text:
            'Chaque parcours immersif relie ce que les élèves voient aux relations qui ' +
            'l’expliquent\u00A0: les formules décrivent alors un phénomène qu’ils ont déjà observé.',
        },
        {
          title: 'À quels âges AtomVerse s’adresse-t-il\u202F?',
          text:
            'Aux élèves de 10 à 18\u00A0ans, des circuits simples et des forces jusqu’à ' +
            'l’électromagnétisme et la physique nucléaire.',
        },
        {
          title: 'Y a-t-il du matériel à entretenir\u202F?',
          text:
            'Ni alimentations, ni aimants, ni sources radioactives à stocker\u00A0: tout ' +
            'l’appareillage se trouve dans le casque.',
        },
      ],
    },
  ],
  spaceverse: [
    {
      id: 'features',
      heading: 'Explorez l’Univers',
      items: [
        {
          title: 'Le système solaire à l’échelle',
          text: 'Volez d’une planète à l’autre et ressentez les distances réelles qui les séparent.',
        },
        {
          title: 'Phases de la Lune et éclipses',
          text:
            'Regardez la Terre, la Lune et le Soleil s’aligner depuis un point de vue situé ' +
            'dans l’espace.',
        },
        {
          title: 'La vie d’une étoile',
          text:
            'Suivez une étoile de la nébuleuse à la supernova, et découvrez d’où viennent les ' +
            'éléments.',
        },
      ],
    },
    {
      id: 'description',
      eyebrow: 'Sciences de l’espace',
      heading: 'L’Univers à portée de main',
      body:
        'Marchez sur la Lune, placez-vous en orbite autour de Jupiter et regardez les saisons ' +
        'changer depuis l’espace. SpaceVerse fait de l’astronomie un voyage et donne aux ' +
        'élèves un sens des échelles qu’aucun manuel ni aucune affiche de planétarium ne peut ' +
        'égaler.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Quels thèmes SpaceVerse couvre-t-il\u202F?',
          text:
            'Le système solaire, la gravité et les orbites, les phases de la Lune, les ' +
            'saisons, les éclipses, les étoiles et les galaxies.',
        },
        {
          title: 'SpaceVerse est-il scientifiquement exact\u202F?',
          text:
            'La taille, l’orbite et la distance des planètes suivent des données ' +
            'astronomiques publiées, et l’échelle réelle peut être activée ou désactivée pour ' +
            'que les élèves comparent.',
        },
        {
          title: 'À quels âges SpaceVerse s’adresse-t-il\u202F?',
          text:
            'Aux élèves de 10 à 18\u00A0ans\u00A0: les plus jeunes visitent le système solaire, les ' +
            'plus âgés étudient les orbites, la gravitation et l’évolution stellaire.',
        },
        {
          title: 'Toute une classe peut-elle voyager ensemble\u202F?',
          text:
            'Oui. L’enseignant peut guider la classe tout au long du même voyage et le mettre ' +
            'en pause pour discuter de ce que chacun observe.',
        },
        {
          title: 'SpaceVerse est-il relié aux leçons de physique\u202F?',
          text:
            'Oui. La gravité, la lumière et l’énergie dans SpaceVerse renvoient directement aux ' +
            'parcours immersifs correspondants d’AtomVerse.',
        },
      ],
    },
  ],
  geoverse: [],
  mathverse: [],
}
