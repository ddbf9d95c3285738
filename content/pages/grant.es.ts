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

const { number, percent } = formatters('es')
const countries = number(grant.eligibleCountries)

export const page: PageContent = {
  path: paths.grant,
  theme: 'info',
  title: 'Programa de subvenciones',
  description:
    `Subvenciones de ${upTo} para nuevos laboratorios de realidad virtual ${p}: para las ` +
    `primeras ${schoolsPerCountry} escuelas de cada uno de los ${countries} países. Presente ` +
    `su solicitud a más tardar el ${grant.deadlineLabel}.`,
  eyebrow: 'Subvención',
  heading: `Subvenciones de hasta un ${percent(grant.maxGrantPercent)} para nuevos laboratorios de realidad virtual`,
  intro:
    'Junto con una federación mundial de STEM, ayudamos a las escuelas a abrir laboratorios ' +
    'de ciencias inmersivos por una fracción del costo habitual.',
  heroCtas: [applyForGrant],
  sections: [
    {
      id: 'eligibility',
      eyebrow: '¿Quién puede solicitarla?',
      heading: 'Requisitos',
      items: [
        {
          figure: countries,
          title: 'Países elegibles',
          text: 'Pueden solicitarla escuelas de seis continentes.',
        },
        {
          figure: schoolsPerCountry,
          title: 'Escuelas por país',
          text: 'Las subvenciones se otorgan a las primeras escuelas que las solicitan en cada país.',
        },
        {
          figure: 'Nuevos',
          title: 'Solo laboratorios nuevos',
          text: 'La subvención financia nuevos laboratorios de realidad virtual, no los existentes.',
        },
        {
          figure: grant.deadlineLabel,
          title: 'Fecha límite de solicitud',
          text: 'Las solicitudes deben llegarnos a más tardar en esta fecha.',
        },
      ],
    },
    {
      id: 'tiers',
      eyebrow: 'Lo que paga',
      heading: 'Niveles de subvención',
      body: `Sin subvención, la licencia anual cuesta ${annualLicense} por laboratorio.`,
      items: [
        {
          title: `Años ${number(earlyTier.fromYear)}–${number(earlyTier.toYear)}`,
          figure: percent(earlyTier.grantPercent),
          text: `Con la subvención, paga ${usd(earlyTier.pricePerLabPerYear)} por laboratorio al año.`,
        },
        {
          title: `Años ${number(laterTier.fromYear)}–${number(laterTier.toYear)}`,
          figure: percent(laterTier.grantPercent),
          text: `Con la subvención, paga ${usd(laterTier.pricePerLabPerYear)} por laboratorio al año.`,
        },
      ],
      ctas: [
        {
          kind: 'link',
          label: 'Calcule sus costos',
          to: `${paths.labSetup}#estimator`,
          variant: 'secondary',
        },
      ],
    },
    {
      id: 'countries',
      heading: '¿Su país es elegible?',
      body: `Vea los ${countries} países elegibles, agrupados por continente.`,
      ctas: [viewCountryList],
    },
    {
      id: 'apply',
      heading: 'Solicite su subvención',
      body:
        'Cuéntenos sobre su escuela y sus planes para un nuevo laboratorio. La subvención se ' +
        'gestiona a través de una federación mundial de STEM, cuyas directrices definen los ' +
        'requisitos y las condiciones, que pueden variar según el país.',
      ctas: [applyForGrant],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: '¿Quién puede solicitarla?',
          text:
            'Las escuelas que abran un nuevo laboratorio de realidad virtual en cualquiera de ' +
            `los ${countries} países elegibles. Califican las primeras ${schoolsPerCountry} ` +
            'escuelas de cada país.',
        },
        {
          title: '¿Cuánto cubre la subvención?',
          text:
            `El ${percent(earlyTier.grantPercent)} de la licencia anual de ${annualLicense} ` +
            `en ${earlyYears}, por lo que paga ${usd(earlyTier.pricePerLabPerYear)} por ` +
            `laboratorio al año, y el ${percent(laterTier.grantPercent)} en ${laterYears}, por ` +
            `lo que paga ${usd(laterTier.pricePerLabPerYear)}.`,
        },
        {
          title: '¿Podemos usar la subvención para un laboratorio existente?',
          text:
            'No. La subvención es solo para laboratorios nuevos, para que llegue a las escuelas ' +
            'que más la necesitan.',
        },
        {
          title: '¿Cuál es la fecha límite?',
          text: `Las solicitudes deben presentarse a más tardar el ${grant.deadlineLabel}.`,
        },
        {
          title: '¿Quién decide si somos elegibles?',
          text:
            'La subvención se gestiona a través de una federación mundial de STEM. Sus ' +
            'directrices definen los requisitos y las condiciones, que pueden variar según el ' +
            'país.',
        },
      ],
    },
  ],
}
