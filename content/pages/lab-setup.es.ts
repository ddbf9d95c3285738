import type { PageContent } from '../types'
import {
  annualLicense,
  earlyTier,
  grant,
  laterTier,
  p,
  paths,
  usd,
  viewCountryList,
} from './shared'
import { number, percent } from './wording.es'

const upTo = `hasta el ${percent(grant.maxGrantPercent)}`
const countries = number(grant.eligibleCountries)

export const page: PageContent = {
  path: paths.labSetup,
  theme: 'info',
  title: 'Instalación y licencias del laboratorio',
  description:
    `Cómo se instala un laboratorio de realidad virtual de ${p}, con licencia por laboratorio ` +
    `y financiado con subvenciones de ${upTo}, desde la primera consulta hasta el soporte ` +
    'continuo.',
  eyebrow: 'Instalación y licencias',
  heading: 'Instalación sin complicaciones, acceso en todo el mundo',
  intro:
    'Nos encargamos de todo, desde la primera conversación hasta la primera clase, para que ' +
    'su escuela pueda abrir un laboratorio de realidad virtual sin necesidad de obras.',
  heroCtas: [{ kind: 'link', label: 'Más información', to: '#journey' }],
  sections: [
    {
      id: 'journey',
      display: 'steps',
      eyebrow: 'Cinco pasos',
      heading: 'Su camino hacia un laboratorio de realidad virtual',
      items: [
        {
          badge: `Paso ${number(1)}`,
          title: 'Consulta inicial',
          text: 'Conocemos a sus estudiantes, su currículo, su espacio y sus objetivos.',
        },
        {
          badge: `Paso ${number(2)}`,
          title: 'Demostraciones y subvenciones',
          text: 'Su equipo prueba los mundos en vivo y le ayudamos a solicitar una subvención.',
        },
        {
          badge: `Paso ${number(3)}`,
          title: 'Adquisición e instalación',
          text: 'Conseguimos los visores, los instalamos y los configuramos en su laboratorio.',
        },
        {
          badge: `Paso ${number(4)}`,
          title: 'Capacitación',
          text:
            'Los docentes y el personal de TI reciben capacitación y certificación para ' +
            'gestionar el laboratorio.',
        },
        {
          badge: `Paso ${number(5)}`,
          title: 'Soporte continuo',
          text: 'Actualizaciones, contenido nuevo y un equipo de soporte siempre que lo necesite.',
        },
      ],
    },
    {
      id: 'licensing',
      eyebrow: 'Precios',
      heading: 'Licencias flexibles',
      items: [
        {
          title: 'Licencia por laboratorio',
          text:
            'Una licencia cubre un laboratorio de realidad virtual: varios estudiantes aprenden ' +
            'a la vez, todos con acceso completo a cada mundo disponible.',
        },
        {
          title: 'Precios transparentes',
          text:
            `${annualLicense} por laboratorio al año, sin cargos ocultos. Con la subvención: ` +
            `${usd(earlyTier.pricePerLabPerYear)} del año ${number(earlyTier.fromYear)} al ` +
            `${number(earlyTier.toYear)} y ${usd(laterTier.pricePerLabPerYear)} del año ` +
            `${number(laterTier.fromYear)} al ${number(laterTier.toYear)}.`,
        },
        {
          title: 'Programa de subvenciones exclusivo',
          text:
            `Subvenciones de ${upTo} para las primeras ${number(grant.schoolsPerCountry)} ` +
            'escuelas de cada país elegible que abran un nuevo laboratorio.',
        },
      ],
    },
    {
      id: 'eligibility',
      eyebrow: 'Elegibilidad',
      heading: `Disponible en ${countries} países`,
      body:
        `Pueden postularse escuelas de ${countries} países de seis continentes. Verifique si ` +
        'su país está en la lista antes de comenzar.',
      ctas: [viewCountryList],
      image: {
        art: 'globe-eligibility',
        alt: `Un globo terráqueo que señala escuelas en los ${countries} países elegibles`,
        width: 640,
        height: 420,
      },
    },
    {
      id: 'get-started',
      heading: '¿Quiere llevar todo el potencial de la realidad virtual a su escuela?',
      body:
        'Cuéntenos sobre su escuela y le acompañaremos en la instalación, las licencias y la ' +
        'solicitud de su subvención.',
      ctas: [{ kind: 'modal', label: 'Hable con nosotros', modal: 'grantApplication' }],
    },
    {
      id: 'grant-note',
      heading: 'Sobre la subvención',
      body:
        'El programa de subvenciones se gestiona a través de una federación mundial de STEM. ' +
        'Sus lineamientos determinan la elegibilidad y las condiciones, que pueden variar ' +
        'según el país.',
    },
  ],
}
