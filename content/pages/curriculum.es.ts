import type { PageContent } from '../types'
import { claims, comingSoonLabel, connectWithUs, p, paths, syllabusPaths } from './shared'
import { claimNumber } from './wording.es'

export const page: PageContent = {
  path: paths.curriculum,
  theme: 'info',
  title: 'Currículo',
  description:
    `${p} alinea sus contenidos de ciencias en realidad virtual con más de ` +
    `${claimNumber(claims.curricula)} currículos, entre ellos el IB, Cambridge, los estándares ` +
    'de EE. UU., el Currículo Nacional de Inglaterra y el CBSE.',
  eyebrow: 'Currículo',
  heading: 'Alineado con el currículo que usted enseña',
  intro:
    'Cada experiencia está vinculada a los temas que estudian sus alumnos: más de ' +
    `${claimNumber(claims.curricula)} currículos en más de ${claimNumber(claims.languages)} ` +
    'idiomas, y vienen más en camino.',
  sections: [
    {
      id: 'curricula',
      eyebrow: 'Disponible ahora',
      heading: 'Explore los mapas curriculares',
      items: [
        {
          title: 'Bachillerato Internacional (IB)',
          badge: 'Internacional',
          text: 'Temas de biología, química y física de las asignaturas de ciencias del IB.',
          to: syllabusPaths.ib,
        },
        {
          title: 'Cambridge IGCSE y A Level',
          badge: 'Internacional',
          text: 'Temas centrales de las ciencias de Cambridge IGCSE y A Level.',
          to: syllabusPaths.cambridge,
        },
        {
          title:
            'Estándares Estatales Comunes (Common Core) y Estándares de Ciencias de Nueva ' +
            'Generación (NGSS) de EE. UU.',
          badge: 'Estados Unidos',
          text: 'Ciencias de la vida, físicas y químicas alineadas con los estándares de EE. UU.',
          to: syllabusPaths.us,
        },
        {
          title: 'Currículo Nacional de Inglaterra (Reino Unido)',
          badge: 'Reino Unido',
          text: 'Temas de ciencias de las distintas etapas clave del currículo británico.',
          to: syllabusPaths.uk,
        },
        {
          title: 'Currículo Australiano',
          badge: 'Australia',
          text: 'Temas del eje de comprensión científica del Currículo Australiano.',
          to: syllabusPaths.australia,
        },
        {
          title: 'CBSE e ICSE de la India',
          badge: 'India',
          text: 'Temas de ciencias de los consejos educativos CBSE e ICSE.',
          to: syllabusPaths.india,
        },
        {
          title: 'Currículo del Ministerio de Educación de los Emiratos Árabes Unidos',
          badge: 'Emiratos Árabes Unidos',
          text: 'Alineado para las escuelas de los EAU; la lista de temas se comparte a pedido.',
        },
      ],
    },
    {
      id: 'coming-soon',
      eyebrow: 'En camino',
      heading: 'Pronto, más países',
      items: [
        { title: 'Canadá', badge: comingSoonLabel },
        { title: 'Singapur', badge: comingSoonLabel },
        { title: 'Nueva Zelanda', badge: comingSoonLabel },
        { title: 'Sudáfrica', badge: comingSoonLabel },
        { title: 'Arabia Saudita', badge: comingSoonLabel },
        { title: 'Malasia', badge: comingSoonLabel },
        { title: 'Kenia', badge: comingSoonLabel },
        { title: 'Brasil', badge: comingSoonLabel },
      ],
    },
    {
      id: 'request',
      heading: '¿No encuentra su currículo?',
      body:
        'Cuéntenos qué enseña su escuela y le mostraremos cómo se alinean los mundos con su ' +
        'programa. Cada período académico incorporamos nuevos mapas curriculares.',
      ctas: [connectWithUs],
    },
  ],
}
