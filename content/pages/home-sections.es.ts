import { evidence } from '../facts'
import { formatters } from '../format'
import { claims, paths, site, sviName, svsName } from './shared'
import type * as en from './home-sections'

const { number, percent } = formatters('es')
/** A multiplier as a figure: '4x', '3,75x'. */
const times = (value: number) => `${number(value)}x`
const benefitItems = [
  {
    title: 'Comprensión a través de la experiencia',
    text:
      'Los estudiantes no solo leen sobre la mitosis o los campos magnéticos: los ven ocurrir ' +
      'a su alrededor y recuerdan lo que vieron.',
  },
  {
    title: 'Educación personalizada',
    text:
      'Los tutores con IA y los cuestionarios adaptativos se ajustan al nivel de cada ' +
      'estudiante: quien avanza rápido llega más lejos y quien lo necesita tiene otra ' +
      'oportunidad.',
  },
  {
    title: 'Más motivación',
    text:
      'Las clases que se viven como una exploración mantienen a los estudiantes haciéndose ' +
      'preguntas mucho después de que suene el timbre.',
  },
  {
    title: 'Entorno seguro',
    text:
      'Manipule ácidos fuertes, altos voltajes y fuentes radiactivas sin ningún riesgo, y ' +
      'repita cualquier práctica tantas veces como haga falta.',
  },
  {
    title: 'Participación activa',
    text:
      'Todos los estudiantes experimentan al mismo tiempo, en lugar de mirar una demostración ' +
      'desde el fondo del salón.',
  },
  {
    title: 'Aprendizaje gamificado',
    text:
      'Puntos, insignias y retos amistosos convierten el repaso en algo que los estudiantes ' +
      'eligen hacer.',
  },
]

/** The five statistic cards of the home slider. */
export const statisticItems: typeof en.statisticItems = [
  {
    figure: percent(evidence.retentionPercent),
    title: 'Retención',
    text:
      `Los estudiantes retienen hasta el ${percent(evidence.retentionPercent)} de lo que viven ` +
      `en realidad virtual, frente al ${percent(evidence.classroomRetentionPercent)} en el aula.`,
  },
  {
    figure: times(evidence.fasterTimes),
    title: 'Formación más rápida',
    text:
      'Los estudiantes alcanzan la misma comprensión hasta cuatro veces más rápido que en el ' +
      'aula.',
  },
  {
    figure: times(evidence.emotionallyConnectedTimes),
    title: 'Mayor conexión emocional',
    text:
      `Los estudiantes se sienten ${number(evidence.emotionallyConnectedTimes)} veces más ` +
      'conectados con lo que aprenden en realidad virtual.',
  },
  {
    figure: percent(evidence.moreConfidentPercent),
    title: 'Más confianza',
    text:
      `Los estudiantes tienen un ${percent(evidence.moreConfidentPercent)} más de confianza ` +
      'para aplicar nuevas habilidades después de formarse en realidad virtual.',
  },
  {
    figure: percent(evidence.testScoresPercent),
    title: 'Mejores calificaciones',
    text:
      `Una mejora del ${percent(evidence.testScoresPercent)} en los resultados de las ` +
      'evaluaciones cuando las clases incorporan práctica inmersiva.',
  },
]

/** The four-card grid shown instead when the statistics slider is switched off. */
export const highlightItems: typeof en.highlightItems = [
  {
    title: 'Tutores con IA',
    text: 'En cada mundo, un tutor paciente responde preguntas y explica cada paso.',
  },
  {
    title: 'Analíticas',
    text: 'Los docentes ven quién terminó, quién tuvo dificultades y qué conceptos conviene repasar.',
  },
  {
    title: 'Cuestionarios',
    text: `${claims.quizzes} cuestionarios interactivos en 3D comprueban lo aprendido mientras está fresco.`,
  },
  {
    title: 'Sala de explicación',
    text: 'Cada estudiante tiene su propio modelo o experimento en 3D para girarlo, abrirlo y explorarlo.',
  },
]

/** The home page's parts (docs/product.md, "Routes › Home"), in page order. */

export const homeSections: typeof en.homeSections = {
  benefits: {
    eyebrow: 'Por qué la realidad virtual',
    heading: 'Por qué funciona aprender en realidad virtual',
    items: benefitItems,
    eyeNote:
      'Las principales organizaciones de salud visual afirman que no hay evidencia de que la ' +
      'realidad virtual dañe los ojos. Las clases son breves y guiadas por el docente, con ' +
      'pausas incluidas.',
    editions: [
      {
        title: svsName,
        badge: site.schoolsEditionShort,
        text:
          'Laboratorios de realidad virtual llave en mano, con clases, prácticas, cuestionarios, ' +
          'tutores con IA, analíticas para docentes y un panel para directivos escolares.',
        to: paths.schools,
      },
      {
        title: sviName,
        badge: site.individualsEditionShort,
        text:
          'Los mismos mundos en su propio visor y a su propio ritmo, con tutores con IA y ' +
          'competencias semanales.',
        to: paths.individuals,
      },
    ],
    more: 'Más información',
  },
  labs: {
    eyebrow: 'Laboratorios',
    heading: 'Teoría y práctica en un solo laboratorio',
    items: [
      {
        figure: claims.experiences,
        title: 'Experiencias',
        label: 'Teoría',
        text:
          'Recorridos guiados por células, moléculas, circuitos y galaxias que vuelven concretas ' +
          'las ideas abstractas.',
      },
      {
        figure: claims.practicals,
        title: 'Prácticas',
        label: 'Práctica',
        text:
          'Experimentos virtuales paso a paso que siguen métodos reales de laboratorio, desde ' +
          'titulaciones hasta disecciones.',
      },
    ],
  },
  statistics: { eyebrow: 'La evidencia', heading: 'Lo que cambia el aprendizaje inmersivo' },
  highlights: {
    eyebrow: 'En cada laboratorio',
    heading: 'Todo lo que necesita un laboratorio de ciencias moderno',
  },
  blog: {
    eyebrow: 'Del blog',
    heading: 'Innovación e investigación',
    body: 'Investigación, historias del aula y novedades del producto, de parte de nuestro equipo.',
    viewAll: 'Ver todos',
    viewAllName: 'Ver todos los artículos',
  },
}
