import type { PageContent } from '../types'
import { applyForGrant, grant, p, paths } from './shared'
import { longDate, number, percent } from './wording.fr'

const countries = number(grant.eligibleCountries)

export const page: PageContent = {
  path: paths.countryList,
  theme: 'info',
  title: 'Pays éligibles',
  description:
    `Consultez les ${countries} pays dans lesquels les établissements peuvent demander des ` +
    `subventions allant jusqu’à ${percent(grant.maxGrantPercent)} pour un nouveau laboratoire ` +
    `de réalité virtuelle ${p}, regroupés par continent et consultables par nom.`,
  eyebrow: 'Subvention',
  heading: 'Pays éligibles à la subvention',
  intro:
    `Les établissements de ${countries} pays peuvent déposer une demande. Recherchez le vôtre ` +
    'ci-dessous\u202F; les pays sont regroupés par continent.',
  sections: [
    {
      id: 'find',
      heading: 'Trouvez votre pays',
      body: 'Saisissez une partie du nom d’un pays pour filtrer la liste.',
    },
    {
      id: 'rules',
      heading: 'Avant de déposer une demande',
      items: [
        {
          title: 'Premiers arrivés, premiers servis',
          text: `Les ${number(grant.schoolsPerCountry)} premiers établissements de chaque pays.`,
        },
        {
          title: 'Nouveaux laboratoires uniquement',
          text: 'La subvention finance de nouveaux laboratoires de réalité virtuelle, pas les laboratoires existants.',
        },
        {
          title: 'Date limite',
          text: `Déposez votre demande au plus tard le ${longDate(grant.deadline)}.`,
        },
      ],
      body:
        'L’éligibilité et les conditions suivent les lignes directrices d’une fédération ' +
        'mondiale des STEM et peuvent varier selon les pays.',
    },
    {
      id: 'apply',
      heading: 'Votre pays figure dans la liste\u202F?',
      ctas: [applyForGrant, { kind: 'link', label: 'À propos de la subvention', to: paths.grant }],
    },
  ],
}
