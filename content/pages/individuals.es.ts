import type { PageContent } from '../types'
import { claims, faqHeading, grouped, joinWaitlist, paths, site, sviName, svsName } from './shared'

export const page: PageContent = {
  path: paths.individuals,
  theme: 'info',
  title: 'Edición para particulares',
  description:
    `${sviName} lleva a casa laboratorios de realidad virtual, tutores con IA y retos de ` +
    'ciencias gamificados para estudiantes de los grados 5 a 12. Únase hoy a la lista de espera.',
  eyebrow: `${sviName} (${site.individualsEditionShort})`,
  heading: 'Aprenda en su espacio y a su ritmo',
  intro:
    'Los mismos mundos que usan las escuelas, en su propio visor y a su propio ritmo: ' +
    'adelántese, repase antes de los exámenes o simplemente siga su curiosidad.',
  heroCtas: [{ kind: 'modal', label: 'Consulte sobre la experiencia SVI', modal: 'waitlist' }],
  sections: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'Un laboratorio de ciencias en su sala',
      items: [
        { figure: grouped(claims.experiences), title: 'Experiencias' },
        { figure: claims.practicals, title: 'Prácticas' },
        { figure: claims.quizzes, title: 'Cuestionarios interactivos en 3D' },
      ],
    },
    {
      id: 'features',
      eyebrow: 'Funciones',
      heading: 'Todo lo que necesita para aprender por su cuenta',
      items: [
        {
          title: 'Laboratorios de realidad virtual',
          text: 'Realice prácticas reales de forma segura en casa y repítalas hasta entenderlas.',
        },
        {
          title: 'Tutores con IA',
          text: 'Pregunte lo que quiera, cuando quiera, y reciba explicaciones adaptadas a su nivel.',
        },
        {
          title: 'Cuestionarios interactivos',
          text: 'Cuestionarios en 3D que evalúan lo que entendió, no solo lo que recuerda.',
        },
        {
          title: 'Analíticas avanzadas',
          text:
            'Vea sus fortalezas y sus puntos débiles por tema, y sepa exactamente qué repasar ' +
            'a continuación.',
        },
        {
          title: 'Comunidad de estudiantes',
          text: 'Conozca a estudiantes de todo el mundo tan curiosos como usted.',
        },
        {
          title: 'Competencias gamificadas semanales',
          text:
            'Nuevos retos cada semana, con tablas de posiciones, insignias y el orgullo de ' +
            'ganar.',
        },
      ],
    },
    {
      id: 'excited',
      heading: '¿Le entusiasma?',
      body:
        `${sviName} se abre a los estudiantes por etapas. Únase a la lista de espera y sea de ` +
        'los primeros en entrar.',
      ctas: [joinWaitlist],
    },
    {
      id: 'headsets',
      eyebrow: 'Compatibilidad',
      heading: 'Funciona con el visor que ya tiene',
      body:
        'No necesita computadora ni cables: instale la aplicación en un visor autónomo y ' +
        'empiece a explorar.',
      items: [
        {
          title: 'Meta Quest 3',
          text: 'Visor autónomo con visión del entorno real a todo color.',
        },
        {
          title: 'Meta Quest 3S',
          text: 'Visor autónomo, una excelente opción para aprender en casa.',
        },
        { title: 'Visores Pico', text: 'Compatible con los modelos autónomos actuales de Pico.' },
      ],
      ctas: [{ kind: 'disabled', label: 'Próximamente', note: 'Paquete con visor' }],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: `¿Cuándo estará disponible ${sviName}?`,
          text:
            'Estamos abriendo el acceso por etapas. Quienes estén en la lista de espera se ' +
            'enterarán primero y tendrán acceso anticipado antes del lanzamiento público.',
        },
        {
          title: '¿Con qué visores funciona?',
          text:
            'Funciona en los visores autónomos Meta Quest 3 y Meta Quest 3S, y en los visores ' +
            'Pico. No necesita computadora.',
        },
        {
          title: '¿Para quién es?',
          text:
            'Para estudiantes de los grados 5 a 12 que quieren adelantarse, repasar para los ' +
            'exámenes o ir más allá del programa, y para los padres que desean explorar junto ' +
            'a ellos.',
        },
        {
          title: '¿Puedo comprar un paquete con visor?',
          text:
            'Todavía no. Pronto habrá un paquete con visor y suscripción; únase a la lista de ' +
            'espera para saber cuándo esté disponible.',
        },
        {
          title: '¿Es el mismo contenido que usan las escuelas?',
          text:
            `Se basa en los mismos mundos que ${svsName}, con tutores con IA, analíticas ` +
            'personales y competencias semanales pensadas para aprender por su cuenta.',
        },
      ],
    },
  ],
}
