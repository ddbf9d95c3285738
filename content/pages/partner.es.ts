import type { PageContent } from '../types'
import { claims, grant, p, paths } from './shared'
import { claimNumber, percent } from './wording.es'

export const page: PageContent = {
  path: paths.partner,
  theme: 'info',
  title: 'Asóciese con nosotros',
  description:
    `Asóciese con ${p} para llevar laboratorios de ciencias inmersivos en realidad virtual a ` +
    'las escuelas de su región, como socio regional asociado o como colaborador.',
  eyebrow: 'Asóciese con nosotros',
  heading: 'Lleve la ciencia inmersiva a su región',
  intro:
    'Trabajamos con redes educativas, distribuidores y empresas de tecnología que quieren que ' +
    'cada escuela a la que atienden cuente con un laboratorio de ciencias de primer nivel.',
  heroCtas: [{ kind: 'link', label: 'Conviértase en socio', to: '#become-a-partner' }],
  sections: [
    {
      id: 'benefits',
      eyebrow: 'Por qué asociarse',
      heading: 'Beneficios de la alianza',
      items: [
        {
          title: 'Un producto probado',
          text:
            `Más de ${claimNumber(claims.experiences)} experiencias, listas para las escuelas ` +
            'desde el primer día.',
        },
        {
          title: 'Demanda impulsada por subvenciones',
          text:
            `Las subvenciones de hasta el ${percent(grant.maxGrantPercent)} facilitan la ` +
            'decisión a las escuelas que usted atiende.',
        },
        {
          title: 'Capacitación y materiales',
          text:
            'Capacitación comercial, técnica y para demostraciones, con apoyo de mercadeo de ' +
            'marca compartida.',
        },
        {
          title: 'Ingresos recurrentes',
          text:
            'Licencias por laboratorio que se renuevan cada año, a medida que las escuelas ' +
            'amplían sus laboratorios.',
        },
      ],
    },
    {
      id: 'ideal-profile',
      eyebrow: 'A quién buscamos',
      heading: 'Nuestro socio ideal',
      items: [
        { title: 'Arraigado en la educación', text: 'Relaciones consolidadas con escuelas.' },
        {
          title: 'Alcance regional',
          text: 'Un equipo capaz de cubrir un país, un estado o una ciudad.',
        },
        {
          title: 'Capacidad técnica',
          text: 'Capaz de instalar los dispositivos y darles soporte en cada escuela.',
        },
        {
          title: 'Valores compartidos',
          text: 'Un compromiso con una educación científica accesible y de alta calidad.',
        },
      ],
    },
    {
      id: 'regional-associate-partner',
      eyebrow: 'Programa',
      heading: 'Socio regional asociado',
      body:
        `Como socio regional asociado, usted representa a ${p} en su región: presenta el ` +
        'aprendizaje en realidad virtual a las escuelas, las apoya en sus solicitudes de ' +
        'subvención y ayuda a poner en marcha sus laboratorios, con el respaldo de nuestro ' +
        'equipo en cada paso.',
    },
    {
      id: 'become-a-partner',
      heading: 'Conviértase en socio',
      body:
        'Cuéntenos sobre su organización, dónde trabaja y a qué escuelas atiende. Revisamos ' +
        'cada solicitud y respondemos con los próximos pasos.',
    },
  ],
}
