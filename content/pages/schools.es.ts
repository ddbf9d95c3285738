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

const { number, percent } = formatters('es')
/** A multiplier as a figure: '4x', '3,75x'. */
const times = (value: number) => `${number(value)}x`

export const page: PageContent = {
  path: paths.schools,
  theme: 'info',
  title: 'Edición para escuelas',
  description:
    `${svsName}: laboratorios de ciencias en realidad virtual llave en mano, con ` +
    `${grouped(claims.experiences)} experiencias, ${claims.practicals} prácticas, tutores con ` +
    'IA, analíticas para docentes y subvenciones.',
  eyebrow: `${svsName} (${site.schoolsEditionShort})`,
  heading: 'Empoderamos a los educadores, inspiramos a los estudiantes',
  intro:
    'Un laboratorio virtual de ciencias completo para los grados 5 a 12: clases, prácticas y ' +
    'cuestionarios alineados con su currículo, con las analíticas y la capacitación para ' +
    'aprovecharlos al máximo.',
  heroCtas: [{ kind: 'modal', label: 'Contáctenos', modal: 'schoolContact' }],
  sections: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'Todo un departamento de ciencias en cada visor',
      items: [
        { figure: grouped(claims.experiences), title: 'Experiencias' },
        { figure: claims.practicals, title: 'Prácticas' },
        { figure: claims.quizzes, title: 'Cuestionarios interactivos en 3D' },
      ],
    },
    {
      id: 'features',
      eyebrow: 'Lo que obtiene',
      heading: 'Pensado para su aula',
      items: [
        {
          title: 'Enriquecimiento',
          text:
            'Vaya más allá del libro de texto con experimentos que ningún laboratorio escolar ' +
            'podría equipar, desde la electrólisis hasta un paseo por la superficie de Marte.',
        },
        {
          title: 'Participación',
          text:
            'Todos los estudiantes experimentan a la vez, y los retos gamificados mantienen a ' +
            'toda la clase involucrada de principio a fin.',
        },
        {
          title: 'Empoderamiento',
          text:
            'Los docentes dirigen cada sesión desde su propio dispositivo y ven en tiempo real ' +
            'quién necesita ayuda.',
        },
        {
          title: 'Grados',
          figure: '5–12',
          text:
            'Contenido que crece con los estudiantes, desde su primer modelo de célula hasta ' +
            'los exámenes finales.',
        },
        {
          title: 'Asignaturas',
          figure: number(worlds.length),
          text:
            'Biología, química, física y ciencias del espacio hoy, y muy pronto ciencias de la ' +
            'Tierra y matemáticas.',
        },
        {
          title: 'Temas',
          figure: claims.curricula,
          text: `Alineados con ${claims.curricula} currículos en ${claims.languages} idiomas.`,
        },
      ],
    },
    {
      id: 'requirements',
      eyebrow: 'Preparación',
      heading: 'Requisitos básicos',
      body:
        `Un laboratorio ${p} necesita mucho menos que un laboratorio tradicional: sin ` +
        'campanas de extracción, sin reactivos y sin insumos que reponer.',
      items: [
        { title: 'Espacio', text: `Una sala amplia y despejada de ${claims.labSpace}.` },
        {
          title: 'Visores',
          text:
            'Un visor de realidad virtual autónomo por puesto de estudiante, suministrado por ' +
            'nosotros o adquirido localmente.',
        },
        {
          title: 'Conectividad',
          text: 'Una red wifi estable para las actualizaciones y las analíticas de la clase.',
        },
        {
          title: 'Dispositivo del docente',
          text:
            'Una computadora portátil o una tableta para dirigir las sesiones y seguir el ' +
            'progreso de cada estudiante.',
        },
        {
          title: 'Energía y almacenamiento',
          text: 'Un gabinete de carga para que los visores estén listos para la siguiente clase.',
        },
      ],
    },
    {
      id: 'installation',
      eyebrow: 'Nosotros lo instalamos',
      heading: 'Instalación y capacitación',
      body:
        'Nuestro equipo instala y configura el laboratorio, y lo acompaña hasta que su ' +
        'personal se sienta seguro. La certificación es gratuita durante el primer año de ' +
        'licencia para todos los docentes de la asignatura y el personal de TI.',
      items: [
        {
          title: 'Instalación en sitio',
          text:
            'Visores configurados, contenido cargado y laboratorio probado antes de la primera ' +
            'clase.',
        },
        {
          title: 'Capacitación docente',
          text: 'Sesiones prácticas para dirigir clases, prácticas y cuestionarios en realidad virtual.',
        },
        {
          title: 'Incorporación del equipo de TI',
          text: 'Gestión de dispositivos, actualizaciones y resolución de problemas para su equipo técnico.',
        },
      ],
      ctas: [
        {
          kind: 'link',
          label: 'Capacitación y certificación',
          to: paths.training,
          variant: 'secondary',
        },
      ],
    },
    {
      id: 'impact',
      display: 'tabs',
      eyebrow: 'Impacto',
      heading: 'Mejores resultados para todos',
      items: [
        {
          title: 'Escuelas',
          text: 'Un departamento de ciencias moderno, sin el costo ni los riesgos de un laboratorio físico.',
          points: [
            {
              title: 'Un laboratorio por una fracción del costo',
              text:
                `Las subvenciones cubren ${upTo} de un nuevo laboratorio de realidad virtual, ` +
                'sin reactivos ni insumos que comprar.',
            },
            {
              title: 'Resultados que las familias ven',
              text:
                'Mejores calificaciones y estudiantes motivados hacen de la suya una escuela que ' +
                'los padres eligen.',
            },
            {
              title: 'Listo en pocos días',
              text:
                'Instalamos, configuramos y capacitamos a su personal; las clases se alinean con ' +
                'su currículo.',
            },
          ],
          stats: [
            {
              figure: percent(grant.maxGrantPercent),
              label: 'de un nuevo laboratorio, cubierto por la subvención',
            },
            {
              figure: percent(evidence.testScoresPercent),
              label: 'de mejora en las calificaciones',
            },
          ],
        },
        {
          title: 'Docentes',
          text: 'Menos preparación y más enseñanza, con todos los estudiantes experimentando a la vez.',
          points: [
            {
              title: 'Clases listas para enseñar',
              text:
                'Experiencias y prácticas alineadas con el currículo, y ' +
                `${claims.quizzes} cuestionarios.`,
            },
            {
              title: 'Vea quién necesita ayuda',
              text:
                'Las analíticas muestran quién terminó, quién tuvo dificultades y qué concepto ' +
                'conviene repasar.',
            },
            {
              title: 'Certificación y acompañamiento',
              text: 'La capacitación y la certificación son gratuitas durante el primer año de licencia.',
            },
          ],
          stats: [
            {
              figure: times(evidence.fasterTimes),
              label: 'más rápido para alcanzar la comprensión',
            },
            { figure: claims.quizzes, label: 'cuestionarios interactivos en 3D listos para usar' },
          ],
        },
        {
          title: 'Estudiantes',
          text: 'Ciencia en la que pueden entrar, que pueden repetir y que recuerdan.',
          points: [
            {
              title: 'Aprender haciendo',
              text: 'Cada estudiante realiza el experimento, no solo quien está al frente.',
            },
            {
              title: 'Equivocarse sin riesgo',
              text: 'Pueden repetir una titulación o un circuito hasta entenderlo, sin ningún peligro.',
            },
            {
              title: 'Un tutor a su lado',
              text: 'Un tutor con IA responde sus preguntas dentro de cada experiencia.',
            },
          ],
          stats: [
            {
              figure: percent(evidence.retentionPercent),
              label:
                'de retención, frente al ' +
                `${percent(evidence.classroomRetentionPercent)} con métodos tradicionales`,
            },
            {
              figure: percent(evidence.moreConfidentPercent),
              label: 'más de confianza para aplicar lo aprendido',
            },
          ],
        },
        {
          title: 'Padres de familia',
          text: 'Hijos que llegan a casa hablando de ciencia, y un progreso que usted puede seguir.',
          points: [
            {
              title: 'El progreso, en palabras sencillas',
              text: 'La app para padres comparte los logros y las próximas clases.',
            },
            {
              title: 'En su idioma',
              text: `Experiencias e informes en ${claims.languages} idiomas.`,
            },
            {
              title: 'Seguro desde el diseño',
              text: 'Sesiones breves y guiadas por el docente, con pausas incluidas.',
            },
          ],
          stats: [
            {
              figure: times(evidence.emotionallyConnectedTimes),
              label: 'más conexión emocional con las clases',
            },
            { figure: claims.languages, label: 'idiomas para clases e informes' },
          ],
        },
      ],
    },
    {
      id: 'ecosystem',
      eyebrow: 'Una plataforma conectada',
      heading: `El ecosistema ${p}`,
      items: [
        {
          title: 'Clases en realidad virtual',
          text: 'Experiencias y prácticas alineadas con el currículo en todos los mundos.',
        },
        {
          title: 'Tutores con IA',
          text: 'Orientación que responde las preguntas de cada estudiante dentro de la experiencia.',
        },
        {
          title: 'Analíticas para docentes',
          text:
            'Informes de la clase y de cada estudiante que muestran exactamente en qué ' +
            'enfocarse después.',
        },
        {
          title: 'Panel de administración para directivos',
          text: 'Uso del laboratorio, licencias y resultados de aprendizaje de toda la escuela.',
        },
        {
          title: 'App para padres',
          text: 'Progreso, logros y próximas clases, compartidos con las familias.',
        },
        {
          title: 'Sala de explicación',
          text: 'Un modelo o experimento en 3D personal para que cada estudiante lo explore.',
        },
      ],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: '¿Cuántos estudiantes pueden usar un laboratorio a la vez?',
          text:
            'Una licencia cubre un laboratorio de realidad virtual, y todos sus visores ' +
            'funcionan al mismo tiempo, de modo que un grupo completo aprende junto con un ' +
            'solo docente.',
        },
        {
          title: '¿Sigue nuestro currículo?',
          text:
            `Sí. El contenido está alineado con ${claims.curricula} currículos, entre ellos IB, ` +
            'Cambridge, los estándares de EE. UU., el Currículo Nacional de Inglaterra, el ' +
            `Currículo Australiano y CBSE/ICSE, en ${claims.languages} idiomas.`,
        },
        {
          title: '¿Cuánto cuesta un laboratorio?',
          text:
            `La licencia anual cuesta ${annualLicense} por laboratorio. Con la subvención, las ` +
            `escuelas pagan ${usd(earlyTier.pricePerLabPerYear)} por laboratorio al año en ` +
            `${earlyYears} y ${usd(laterTier.pricePerLabPerYear)} en ${laterYears}.`,
        },
        {
          title: '¿Nuestros docentes necesitan experiencia en realidad virtual?',
          text:
            'No. Capacitamos a su personal durante la instalación, y la certificación es ' +
            'gratuita durante el primer año de licencia para todos los docentes de la ' +
            'asignatura y el personal de TI.',
        },
        {
          title: '¿Es segura la realidad virtual para los ojos de los estudiantes?',
          text:
            'Las principales organizaciones de salud visual afirman que no hay evidencia de que ' +
            'la realidad virtual dañe los ojos. Las sesiones son breves y guiadas por el ' +
            'docente, con pausas regulares.',
        },
      ],
    },
  ],
}
