import { evidence } from '../facts'
import { formatters } from '../format'
import type { PageContent } from '../types'
import {
  annualLicense,
  claims,
  earlyTier,
  earlyYears,
  faqHeading,
  grant,
  grouped,
  laterTier,
  laterYears,
  p,
  paths,
  site,
  svsName,
  upTo,
  usd,
  worlds,
} from './shared'

const { number, percent } = formatters('fr')
/** A multiplier as a figure: '4x', '3,75x'. */
const times = (value: number) => `${number(value)}x`

export const page: PageContent = {
  path: paths.schools,
  theme: 'info',
  title: 'Offre Établissements',
  description:
    `${svsName}\u00A0: des laboratoires de sciences en réalité virtuelle clés en main, avec ` +
    `${grouped(claims.experiences)} parcours immersifs, ${claims.practicals} travaux ` +
    'pratiques, des tuteurs IA, des analyses pour les enseignants et des subventions.',
  eyebrow: `${svsName} (${site.schoolsEditionShort})`,
  heading: 'Des enseignants mieux outillés, des élèves passionnés',
  intro:
    'Un laboratoire de sciences virtuel complet pour les élèves de 10 à 18\u00A0ans\u00A0: ' +
    'leçons, travaux pratiques et quiz alignés sur votre programme, avec les analyses et la ' +
    'formation nécessaires pour en tirer le meilleur parti.',
  heroCtas: [{ kind: 'modal', label: 'Échanger avec nous', modal: 'schoolContact' }],
  sections: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'Tout un pôle scientifique dans chaque casque',
      items: [
        { figure: grouped(claims.experiences), title: 'Parcours immersifs' },
        { figure: claims.practicals, title: 'Travaux pratiques' },
        { figure: claims.quizzes, title: 'Quiz interactifs en 3D' },
      ],
    },
    {
      id: 'features',
      eyebrow: 'Ce que vous obtenez',
      heading: 'Pensé pour votre classe',
      items: [
        {
          title: 'Enrichissement',
          text:
            'Allez au-delà du manuel avec des expériences qu’aucun laboratoire scolaire ne ' +
            'pourrait équiper, de l’électrolyse à une promenade sur la surface de Mars.',
        },
        {
          title: 'Implication',
          text:
            'Tous les élèves manipulent en même temps, et des défis ludiques maintiennent toute ' +
            'la classe impliquée du début à la fin.',
        },
        {
          title: 'Autonomie',
          text:
            'Les enseignants pilotent chaque séance depuis leur propre appareil et voient en ' +
            'temps réel qui a besoin d’aide.',
        },
        {
          title: 'Âge des élèves',
          figure: '10–18\u00A0ans',
          text:
            'Des contenus qui grandissent avec les élèves, de leur premier modèle de cellule ' +
            'jusqu’aux examens finaux.',
        },
        {
          title: 'Matières',
          figure: number(worlds.length),
          text:
            'Biologie, chimie, physique et sciences de l’espace dès aujourd’hui, sciences de la ' +
            'Terre et mathématiques très bientôt.',
        },
        {
          title: 'Thèmes',
          figure: claims.curricula,
          text: `Alignés sur ${claims.curricula} programmes scolaires en ${claims.languages} langues.`,
        },
      ],
    },
    {
      id: 'requirements',
      eyebrow: 'Se préparer',
      heading: 'Conditions de base',
      body:
        `Un laboratoire ${p} demande bien moins qu’un laboratoire traditionnel\u00A0: ni hotte ` +
        'aspirante, ni produits chimiques, ni consommables à racheter.',
      items: [
        { title: 'Espace', text: `Une salle dégagée et ouverte de ${claims.labSpace}.` },
        {
          title: 'Casques',
          text:
            'Un casque de réalité virtuelle autonome par poste élève, fourni par nos soins ou ' +
            'acheté localement.',
        },
        {
          title: 'Connectivité',
          text: 'Un réseau Wi-Fi stable pour les mises à jour et les analyses de la classe.',
        },
        {
          title: 'Appareil de l’enseignant',
          text:
            'Un ordinateur portable ou une tablette pour piloter les séances et suivre la ' +
            'progression de chaque élève.',
        },
        {
          title: 'Alimentation et rangement',
          text: 'Une armoire de recharge pour que les casques soient prêts pour le cours suivant.',
        },
      ],
    },
    {
      id: 'installation',
      eyebrow: 'Nous installons tout',
      heading: 'Installation et formation',
      body:
        'Notre équipe installe et configure le laboratoire, puis reste à vos côtés jusqu’à ce ' +
        'que votre personnel soit à l’aise. La certification est gratuite la première année ' +
        'de licence pour chaque enseignant de la discipline et chaque membre du personnel ' +
        'informatique.',
      items: [
        {
          title: 'Installation sur site',
          text: 'Casques configurés, contenus chargés et laboratoire testé avant le premier cours.',
        },
        {
          title: 'Formation des enseignants',
          text:
            'Des séances pratiques pour animer leçons, travaux pratiques et quiz en réalité ' +
            'virtuelle.',
        },
        {
          title: 'Prise en main par l’équipe informatique',
          text: 'Gestion des appareils, mises à jour et dépannage pour votre équipe technique.',
        },
      ],
      ctas: [
        {
          kind: 'link',
          label: 'Formation et certification',
          to: paths.training,
          variant: 'secondary',
        },
      ],
    },
    {
      id: 'impact',
      display: 'tabs',
      eyebrow: 'Impact',
      heading: 'Des progrès pour chacun',
      items: [
        {
          title: 'Établissements',
          text:
            'Un pôle scientifique moderne, sans le coût ni les risques d’un laboratoire ' +
            'physique.',
          points: [
            {
              title: 'Un laboratoire pour une fraction du coût',
              text:
                `Les subventions couvrent ${upTo} d’un nouveau laboratoire de réalité ` +
                'virtuelle, sans produits chimiques ni consommables à acheter.',
            },
            {
              title: 'Des résultats visibles par les familles',
              text:
                'De meilleurs résultats aux évaluations et des élèves motivés font de votre ' +
                'établissement celui que les parents choisissent.',
            },
            {
              title: 'Opérationnel en quelques jours',
              text:
                'Nous installons, configurons et formons votre personnel\u202F; les leçons ' +
                'suivent votre programme.',
            },
          ],
          stats: [
            {
              figure: percent(grant.maxGrantPercent),
              label: 'd’un nouveau laboratoire pris en charge par la subvention',
            },
            {
              figure: percent(evidence.testScoresPercent),
              label: 'd’amélioration des résultats aux évaluations',
            },
          ],
        },
        {
          title: 'Enseignants',
          text:
            'Moins de préparation et plus d’enseignement, avec tous les élèves qui manipulent ' +
            'en même temps.',
          points: [
            {
              title: 'Des leçons prêtes à enseigner',
              text:
                'Des parcours immersifs et des travaux pratiques alignés sur le programme, et ' +
                `${claims.quizzes} quiz.`,
            },
            {
              title: 'Voyez qui a besoin d’aide',
              text:
                'Les analyses montrent qui a terminé, qui a eu des difficultés et quelle ' +
                'notion revoir.',
            },
            {
              title: 'Certifiés et accompagnés',
              text: 'La formation et la certification sont gratuites la première année de licence.',
            },
          ],
          stats: [
            {
              figure: times(evidence.fasterTimes),
              label: 'plus rapide pour atteindre la compréhension',
            },
            { figure: claims.quizzes, label: 'quiz interactifs en 3D prêts à l’emploi' },
          ],
        },
        {
          title: 'Élèves',
          text: 'Des sciences dans lesquelles on entre, que l’on refait et dont on se souvient.',
          points: [
            {
              title: 'Apprendre en faisant',
              text: 'Chaque élève réalise l’expérience, pas seulement celui qui est au premier rang.',
            },
            {
              title: 'Le droit à l’erreur, sans danger',
              text:
                'Refaire un titrage ou un circuit jusqu’à ce qu’il soit compris, sans aucun ' +
                'risque.',
            },
            {
              title: 'Un tuteur à leurs côtés',
              text: 'Un tuteur IA répond à leurs questions dans chaque parcours immersif.',
            },
          ],
          stats: [
            {
              figure: percent(evidence.retentionPercent),
              label:
                'de mémorisation, contre ' +
                `${percent(evidence.classroomRetentionPercent)} avec les méthodes traditionnelles`,
            },
            {
              figure: percent(evidence.moreConfidentPercent),
              label: 'de confiance en plus pour appliquer ce qu’ils ont appris',
            },
          ],
        },
        {
          title: 'Parents',
          text:
            'Des enfants qui rentrent à la maison en parlant de sciences, et des progrès que ' +
            'vous pouvez suivre.',
          points: [
            {
              title: 'Les progrès en termes simples',
              text: 'L’application pour les parents partage les réussites et les prochaines leçons.',
            },
            {
              title: 'Dans votre langue',
              text: `Parcours immersifs et rapports en ${claims.languages} langues.`,
            },
            {
              title: 'La sécurité dès la conception',
              text: 'Des séances courtes, encadrées par l’enseignant, avec des pauses prévues.',
            },
          ],
          stats: [
            {
              figure: times(evidence.emotionallyConnectedTimes),
              label: 'de lien émotionnel en plus avec les leçons',
            },
            { figure: claims.languages, label: 'langues pour les leçons et les rapports' },
          ],
        },
      ],
    },
    {
      id: 'ecosystem',
      eyebrow: 'Une plateforme connectée',
      heading: `L’écosystème ${p}`,
      items: [
        {
          title: 'Leçons en réalité virtuelle',
          text:
            'Des parcours immersifs et des travaux pratiques alignés sur le programme, dans ' +
            'tous les univers.',
        },
        {
          title: 'Tuteurs IA',
          text:
            'Un accompagnement qui répond aux questions de chaque élève au sein même du ' +
            'parcours immersif.',
        },
        {
          title: 'Analyses pour les enseignants',
          text:
            'Des rapports par classe et par élève qui montrent précisément sur quoi se ' +
            'concentrer ensuite.',
        },
        {
          title: 'Tableau de bord de la direction',
          text:
            'Utilisation du laboratoire, licences et résultats d’apprentissage pour tout ' +
            'l’établissement.',
        },
        {
          title: 'Application pour les parents',
          text: 'Progrès, réussites et prochaines leçons, partagés avec les familles.',
        },
        {
          title: 'Salle d’explication',
          text: 'Un modèle ou une expérience en 3D personnel que chaque élève peut explorer.',
        },
      ],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Combien d’élèves peuvent utiliser un laboratoire en même temps\u202F?',
          text:
            'Une licence couvre un laboratoire de réalité virtuelle, et tous ses casques ' +
            'fonctionnent simultanément\u00A0: un groupe entier apprend ensemble avec un seul ' +
            'enseignant.',
        },
        {
          title: 'Le contenu suit-il notre programme\u202F?',
          text:
            `Oui. Les contenus sont alignés sur ${claims.curricula} programmes scolaires, dont ` +
            'l’IB, Cambridge, les standards américains, le National Curriculum d’Angleterre, ' +
            `l’Australian Curriculum et les programmes CBSE/ICSE, en ${claims.languages} langues.`,
        },
        {
          title: 'Combien coûte un laboratoire\u202F?',
          text:
            `La licence annuelle est de ${annualLicense} par laboratoire. Avec la subvention, ` +
            `les établissements paient ${usd(earlyTier.pricePerLabPerYear)} par laboratoire et ` +
            `par an pendant ${earlyYears}, puis ${usd(laterTier.pricePerLabPerYear)} pendant ` +
            `${laterYears}.`,
        },
        {
          title: 'Nos enseignants doivent-ils avoir une expérience de la réalité virtuelle\u202F?',
          text:
            'Non. Nous formons votre personnel lors de l’installation, et la certification est ' +
            'gratuite la première année de licence pour chaque enseignant de la discipline et ' +
            'chaque membre du personnel informatique.',
        },
        {
          title: 'La réalité virtuelle est-elle sans danger pour les yeux des élèves\u202F?',
          text:
            'Les grandes organisations de santé oculaire indiquent qu’aucune donnée ne montre ' +
            'que la réalité virtuelle abîme les yeux. Les séances sont courtes et encadrées par ' +
            'l’enseignant, avec des pauses régulières.',
        },
      ],
    },
  ],
}
