import type { PageContent } from '../types'
import { p, paths, site } from './shared'

export const page: PageContent = {
  path: paths.support,
  theme: 'info',
  title: 'Assistance et communauté',
  description:
    `Guides, plans de séance, tutoriels et aide technique pour les établissements qui utilisent ${p}, ` +
    'ainsi que, bientôt, un forum pour la communauté des enseignants de sciences en réalité virtuelle.',
  eyebrow: 'Assistance et communauté',
  heading: 'De l’aide quand vous en avez besoin, une communauté quand vous le souhaitez',
  intro:
    'Tout ce dont vos enseignants et votre équipe informatique ont besoin pour faire ' +
    'fonctionner un laboratoire de réalité virtuelle sans accroc, et un espace pour partager ' +
    'ce qui marche.',
  sections: [
    {
      id: 'resources',
      eyebrow: 'Ressources',
      heading: 'Des ressources pour chaque rôle',
      items: [
        {
          title: 'Guides de démarrage',
          text:
            'Configurez les casques, inscrivez vos classes et animez votre première séance pas ' +
            'à pas.',
        },
        {
          title: 'Plans de séance',
          text:
            'Des plans prêts à l’emploi qui associent chaque parcours immersif à des pistes de ' +
            'discussion et à des activités.',
        },
        {
          title: 'Tutoriels vidéo',
          text:
            'De courtes présentations du tableau de bord de l’enseignant, des analyses et des ' +
            'quiz.',
        },
        {
          title: 'Aide technique',
          text:
            'Dépannage, gestion des appareils et prérequis réseau pour le personnel ' +
            'informatique.',
        },
      ],
    },
    {
      id: 'forum',
      eyebrow: 'Communauté',
      heading: 'Forum des enseignants',
      body:
        'Un espace où les enseignants échangent des idées de séances, posent des questions et ' +
        'partagent des récits de classe avec des collègues du monde entier.',
      ctas: [{ kind: 'disabled', label: 'Bientôt disponible' }],
    },
    {
      // Not 'contact': the shared About section's form below owns that anchor (the header's
      // Get in Touch), and an id may appear once per page.
      id: 'support-contact',
      heading: 'Besoin d’aide supplémentaire\u202F?',
      body: `Écrivez à ${site.contactEmail} ou envoyez-nous un message\u00A0: notre équipe vous aidera.`,
      ctas: [{ kind: 'modal', label: 'Contacter l’assistance', modal: 'generalInquiries' }],
    },
  ],
}
