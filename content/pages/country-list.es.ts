import type { PageContent } from '../types'
import { applyForGrant, grant, p, paths } from './shared'
import { longDate, number, percent } from './wording.es'

const countries = number(grant.eligibleCountries)

export const page: PageContent = {
  path: paths.countryList,
  theme: 'info',
  title: 'Países elegibles',
  description:
    `Consulte los ${countries} países en los que las escuelas pueden solicitar subvenciones de ` +
    `hasta el ${percent(grant.maxGrantPercent)} para un nuevo laboratorio de realidad virtual ` +
    `de ${p}, agrupados por continente y con búsqueda por nombre.`,
  eyebrow: 'Subvención',
  heading: 'Países elegibles para la subvención',
  intro:
    `Pueden postularse escuelas de ${countries} países. Busque el suyo a continuación; los ` +
    'países están agrupados por continente.',
  sections: [
    {
      id: 'find',
      heading: 'Busque su país',
      body: 'Escriba cualquier parte del nombre de un país para filtrar la lista.',
    },
    {
      id: 'rules',
      heading: 'Antes de postularse',
      items: [
        {
          title: 'Por orden de llegada',
          text: `Las primeras ${number(grant.schoolsPerCountry)} escuelas de cada país.`,
        },
        {
          title: 'Solo laboratorios nuevos',
          text: 'La subvención financia laboratorios de realidad virtual nuevos, no los existentes.',
        },
        { title: 'Fecha límite', text: `Postúlese a más tardar el ${longDate(grant.deadline)}.` },
      ],
      body:
        'La elegibilidad y las condiciones siguen los lineamientos de una federación mundial de ' +
        'STEM y pueden variar según el país.',
    },
    {
      id: 'apply',
      heading: '¿Su país está en la lista?',
      ctas: [applyForGrant, { kind: 'link', label: 'Sobre la subvención', to: paths.grant }],
    },
  ],
}
