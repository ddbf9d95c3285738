import type { PageContent } from '../types'
import { claims, p, paths, upTo } from './shared'
import { claimNumber } from './wording.fr'

export const page: PageContent = {
  path: paths.partner,
  theme: 'info',
  title: 'Devenir partenaire',
  description:
    `Devenez partenaire de ${p} pour apporter des laboratoires de sciences immersifs en ` +
    'réalité virtuelle aux établissements de votre région, en tant que partenaire associé ' +
    'régional ou collaborateur.',
  eyebrow: 'Devenir partenaire',
  heading: 'Apportez les sciences immersives dans votre région',
  intro:
    'Nous travaillons avec des réseaux éducatifs, des distributeurs et des entreprises ' +
    'technologiques qui veulent que chaque établissement qu’ils accompagnent dispose d’un ' +
    'laboratoire de sciences de premier plan.',
  heroCtas: [{ kind: 'link', label: 'Devenir partenaire', to: '#become-a-partner' }],
  sections: [
    {
      id: 'benefits',
      eyebrow: 'Pourquoi devenir partenaire',
      heading: 'Les avantages du partenariat',
      items: [
        {
          title: 'Un produit éprouvé',
          text:
            `Plus de ${claimNumber(claims.experiences)} parcours immersifs, prêts pour les ` +
            'établissements dès le premier jour.',
        },
        {
          title: 'Une demande portée par les subventions',
          text:
            `Des subventions allant ${upTo} facilitent la décision des établissements que ` +
            'vous accompagnez.',
        },
        {
          title: 'Formation et supports',
          text:
            'Formation commerciale, technique et aux démonstrations, avec un soutien marketing ' +
            'en co-marquage.',
        },
        {
          title: 'Des revenus récurrents',
          text:
            'Des licences par laboratoire renouvelées chaque année, à mesure que les ' +
            'établissements développent leurs laboratoires.',
        },
      ],
    },
    {
      id: 'ideal-profile',
      eyebrow: 'Qui nous recherchons',
      heading: 'Notre partenaire idéal',
      items: [
        {
          title: 'Ancré dans l’éducation',
          text: 'Des relations établies avec les établissements scolaires.',
        },
        {
          title: 'Une présence régionale',
          text: 'Une équipe capable de couvrir un pays, un État ou une ville.',
        },
        {
          title: 'Des compétences techniques',
          text: 'Capable d’installer les équipements et d’en assurer l’assistance sur place.',
        },
        {
          title: 'Des valeurs partagées',
          text: 'Un engagement en faveur d’un enseignement scientifique accessible et de qualité.',
        },
      ],
    },
    {
      id: 'regional-associate-partner',
      eyebrow: 'Programme partenaires',
      heading: 'Partenaire associé régional',
      body:
        `En tant que partenaire associé régional, vous représentez ${p} dans votre région\u00A0: ` +
        'vous faites découvrir l’apprentissage en réalité virtuelle aux établissements, vous ' +
        'les accompagnez dans leurs demandes de subvention et vous les aidez à installer leurs ' +
        'laboratoires, avec le soutien de notre équipe à chaque étape.',
    },
    {
      id: 'become-a-partner',
      // Not 'Devenez partenaire', the form's title (glossary) just below: two regions of one name.
      heading: 'Comment devenir partenaire',
      body:
        'Présentez-nous votre organisation, votre zone d’activité et les établissements que ' +
        'vous accompagnez. Nous étudions chaque candidature et vous répondons en vous ' +
        'indiquant les prochaines étapes.',
    },
  ],
}
