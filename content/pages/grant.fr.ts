import { formatters } from '../format'
import type { PageContent } from '../types'
import {
  annualLicense,
  applyForGrant,
  earlyTier,
  earlyYears,
  faqHeading,
  grant,
  laterTier,
  laterYears,
  p,
  paths,
  schoolsPerCountry,
  upTo,
  usd,
  viewCountryList,
} from './shared'

const { number, percent } = formatters('fr')
const countries = number(grant.eligibleCountries)

export const page: PageContent = {
  path: paths.grant,
  theme: 'info',
  title: 'Programme de subventions',
  description:
    `Des subventions allant ${upTo} pour les nouveaux laboratoires de réalité virtuelle ${p}\u00A0: ` +
    `les ${schoolsPerCountry} premiers établissements de chacun des ${countries} pays ` +
    `éligibles. Demande à déposer au plus tard le ${grant.deadlineLabel}.`,
  eyebrow: 'Subvention',
  heading: `Jusqu’à ${percent(grant.maxGrantPercent)} de subvention pour les nouveaux laboratoires de réalité virtuelle`,
  intro:
    'Avec une fédération mondiale des STEM, nous aidons les établissements à ouvrir des ' +
    'laboratoires de sciences immersifs pour une fraction du coût habituel.',
  heroCtas: [applyForGrant],
  sections: [
    {
      id: 'eligibility',
      eyebrow: 'Qui peut postuler',
      heading: 'Éligibilité',
      items: [
        {
          figure: countries,
          title: 'Pays éligibles',
          text: 'Des établissements de six continents peuvent déposer une demande.',
        },
        {
          figure: schoolsPerCountry,
          title: 'Établissements par pays',
          text: 'Les subventions sont attribuées aux premiers établissements qui en font la demande dans chaque pays.',
        },
        {
          figure: 'Neufs',
          title: 'Nouveaux laboratoires uniquement',
          text: 'La subvention finance de nouveaux laboratoires de réalité virtuelle, pas les laboratoires existants.',
        },
        {
          figure: grant.deadlineLabel,
          title: 'Date limite de dépôt',
          text: 'Les demandes doivent nous parvenir au plus tard à cette date.',
        },
      ],
    },
    {
      id: 'tiers',
      eyebrow: 'Ce que vous payez',
      heading: 'Paliers de subvention',
      body: `Sans subvention, la licence annuelle coûte ${annualLicense} par laboratoire.`,
      items: [
        {
          title: `Années ${number(earlyTier.fromYear)}–${number(earlyTier.toYear)}`,
          figure: percent(earlyTier.grantPercent),
          text: `Avec la subvention, vous payez ${usd(earlyTier.pricePerLabPerYear)} par laboratoire et par an.`,
        },
        {
          title: `Années ${number(laterTier.fromYear)}–${number(laterTier.toYear)}`,
          figure: percent(laterTier.grantPercent),
          text: `Avec la subvention, vous payez ${usd(laterTier.pricePerLabPerYear)} par laboratoire et par an.`,
        },
      ],
      ctas: [
        {
          kind: 'link',
          label: 'Estimer vos coûts',
          to: `${paths.labSetup}#estimator`,
          variant: 'secondary',
        },
      ],
    },
    {
      id: 'countries',
      heading: 'Votre pays est-il éligible\u202F?',
      body: `Consultez les ${countries} pays éligibles, regroupés par continent.`,
      ctas: [viewCountryList],
    },
    {
      id: 'apply',
      heading: 'Déposez votre demande de subvention',
      body:
        'Présentez-nous votre établissement et votre projet de nouveau laboratoire. La ' +
        'subvention est gérée par une fédération mondiale des STEM, dont les lignes directrices ' +
        'fixent l’éligibilité et les conditions, qui peuvent varier selon les pays.',
      ctas: [applyForGrant],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: 'Qui peut postuler\u202F?',
          text:
            'Les établissements qui ouvrent un nouveau laboratoire de réalité virtuelle dans ' +
            `l’un des ${countries} pays éligibles. Les ${schoolsPerCountry} premiers ` +
            'établissements de chaque pays peuvent en bénéficier.',
        },
        {
          title: 'Quelle part la subvention couvre-t-elle\u202F?',
          text:
            `${percent(earlyTier.grantPercent)} de la licence annuelle de ${annualLicense} ` +
            `pendant ${earlyYears}, soit ${usd(earlyTier.pricePerLabPerYear)} à payer par ` +
            `laboratoire et par an, puis ${percent(laterTier.grantPercent)} pendant ` +
            `${laterYears}, soit ${usd(laterTier.pricePerLabPerYear)} à payer.`,
        },
        {
          title: 'Pouvons-nous utiliser la subvention pour un laboratoire existant\u202F?',
          text:
            'Non. La subvention est réservée aux nouveaux laboratoires, afin de bénéficier aux ' +
            'établissements qui en ont le plus besoin.',
        },
        {
          title: 'Quelle est la date limite\u202F?',
          text: `Les demandes doivent être déposées au plus tard le ${grant.deadlineLabel}.`,
        },
        {
          title: 'Qui décide de notre éligibilité\u202F?',
          text:
            'La subvention est gérée par une fédération mondiale des STEM. Ses lignes ' +
            'directrices fixent l’éligibilité et les conditions, qui peuvent varier selon les ' +
            'pays.',
        },
      ],
    },
  ],
}
