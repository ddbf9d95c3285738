import { formatters } from '../format'
import type { Section, SectionItem, World } from '../types'
import { worldFigures } from '../world-facts'
import { connectWithUs, faqHeading } from './shared'

const { number } = formatters('es')

/** A world's counters: its experiences, concepts and practicals (world-facts.ts). */
const counters = (figures: { experiences: number; concepts: number; practicals: number }) =>
  [
    { figure: number(figures.experiences), title: 'Experiencias' },
    { figure: number(figures.concepts), title: 'Conceptos' },
    { figure: number(figures.practicals), title: 'Prácticas' },
  ] satisfies SectionItem[]

/** Outlines of the world pages below their hero (docs/product.md, "Routes › Worlds"). */
export const worldPageSections: Record<World['key'], Section[]> = {
  bioverse: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'BioVerse en cifras',
      items: counters(worldFigures.bioverse),
    },
    {
      id: 'description',
      eyebrow: 'Biología',
      heading: 'Una biología que se puede recorrer',
      body:
        'Entre en una célula, siga el oxígeno desde los pulmones hasta un músculo en acción y ' +
        'observe cómo una hoja convierte la luz del sol en azúcar. BioVerse convierte el mundo ' +
        'vivo en lugares que los estudiantes exploran, para que las estructuras y los procesos ' +
        'dejen de ser diagramas y empiecen a tener sentido.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: '¿Qué temas de biología abarca BioVerse?',
          text:
            'Células y organelos, enzimas, respiración, fotosíntesis, circulación, digestión, ' +
            'genética, ecología y más, alineados con los principales currículos escolares.',
        },
        {
          title: '¿Para qué grados está pensado BioVerse?',
          text:
            'Para los grados 5 a 12. Los más jóvenes exploran los sistemas del cuerpo y los ' +
            'hábitats; los mayores profundizan en biología celular, genética y fisiología.',
        },
        {
          title: '¿Cómo se comparan las prácticas con un laboratorio tradicional?',
          text:
            `Las ${number(worldFigures.bioverse.practicals)} prácticas siguen métodos reales ` +
            'de laboratorio, desde la microscopía hasta la disección, sin especímenes, insumos ' +
            'ni limpieza, y pueden repetirse tantas veces como haga falta.',
        },
        {
          title: '¿Cuánto dura una experiencia de BioVerse?',
          text:
            'La mayoría dura entre 10 y 20 minutos, lo que deja tiempo en una clase normal para ' +
            'comentar lo que vieron los estudiantes.',
        },
        {
          title: '¿Cómo saben los docentes qué aprendieron los estudiantes?',
          text:
            'Los cuestionarios en 3D de cada experiencia alimentan el panel del docente, que ' +
            'muestra el progreso por estudiante y por concepto.',
        },
      ],
    },
  ],
  chemverse: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'ChemVerse en cifras',
      items: counters(worldFigures.chemverse),
    },
    {
      id: 'description',
      eyebrow: 'Química',
      heading: 'Química sin riesgos',
      body:
        'Mezcle ácidos y bases, descomponga el agua por electrólisis y construya moléculas ' +
        'átomo por átomo. ChemVerse permite a los estudiantes realizar las reacciones que las ' +
        'escuelas rara vez se arriesgan a hacer, ver lo que ocurre a nivel de partículas y ' +
        'repetir cada paso hasta entenderlo.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: '¿Qué temas de química abarca ChemVerse?',
          text:
            'Estructura atómica, enlaces, la tabla periódica, ácidos y bases, velocidad de ' +
            'reacción, electrólisis y química orgánica, alineados con los principales ' +
            'currículos escolares.',
        },
        {
          title: '¿Es realmente seguro realizar reacciones peligrosas?',
          text:
            'Sí. Todo ocurre en realidad virtual, así que no hay reactivos, vapores ni vidrios ' +
            'rotos, y aun así los estudiantes aprenden los procedimientos de seguridad de un ' +
            'laboratorio real.',
        },
        {
          title: '¿Puede ChemVerse reemplazar nuestro laboratorio de química?',
          text:
            'Lo complementa. Los estudiantes ensayan las prácticas en realidad virtual, llegan ' +
            'preparados a la mesa de trabajo y pueden realizar experimentos que su laboratorio ' +
            'no permite.',
        },
        {
          title: '¿Ven los estudiantes lo que ocurre a nivel molecular?',
          text:
            'Sí. Cualquier reacción puede pausarse y ampliarse, para que los estudiantes vean ' +
            'cómo chocan las partículas, se rompen los enlaces y se forman nuevas sustancias.',
        },
        {
          title: '¿Cómo se evalúan las prácticas de ChemVerse?',
          text:
            'Cada práctica registra los pasos y los resultados de los estudiantes, y los ' +
            'cuestionarios comprueban los conceptos de fondo en el panel del docente.',
        },
      ],
    },
  ],
  atomverse: [
    {
      id: 'counters',
      display: 'counters',
      heading: 'AtomVerse en cifras',
      items: counters(worldFigures.atomverse),
    },
    {
      id: 'description',
      eyebrow: 'Física',
      heading: 'Una física que se puede ver y sentir',
      body:
        'Desvíe la luz con un prisma, trace el campo alrededor de una bobina y compare la masa ' +
        'y el peso en distintos planetas. AtomVerse vuelve visibles las leyes invisibles de la ' +
        'física, para que los estudiantes desarrollen la intuición antes de enfrentarse a las ' +
        'ecuaciones.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: '¿Qué temas de física abarca AtomVerse?',
          text:
            'Fuerzas y movimiento, energía, ondas, luz, electricidad, magnetismo y física ' +
            'atómica, alineados con los principales currículos escolares.',
        },
        {
          title: '¿Pueden los estudiantes tomar medidas reales?',
          text:
            'Sí. Los instrumentos virtuales les permiten medir, registrar y graficar ' +
            'resultados, tal como lo harían con equipos reales.',
        },
        {
          title: '¿AtomVerse ayuda con las matemáticas de la física?',
          text:
            'Cada experiencia relaciona lo que ven los estudiantes con las relaciones que hay ' +
            'detrás, de modo que las fórmulas describen algo que ya vieron ocurrir.',
        },
        {
          title: '¿Para qué grados es AtomVerse?',
          text:
            'Para los grados 5 a 12, desde circuitos simples y fuerzas hasta electromagnetismo ' +
            'y física nuclear.',
        },
        {
          title: '¿Hay equipos que mantener?',
          text:
            'No hay fuentes de alimentación, imanes ni fuentes radiactivas que guardar: todo ' +
            'el instrumental vive en el visor.',
        },
      ],
    },
  ],
  spaceverse: [
    {
      id: 'features',
      heading: 'Explore el universo',
      items: [
        {
          title: 'El sistema solar a escala',
          text: 'Vuele entre los planetas y perciba las verdaderas distancias que los separan.',
        },
        {
          title: 'Fases de la Luna y eclipses',
          text: 'Observe cómo se alinean la Tierra, la Luna y el Sol desde un punto del espacio.',
        },
        {
          title: 'La vida de una estrella',
          text:
            'Siga a una estrella desde la nebulosa hasta la supernova y descubra de dónde ' +
            'vienen los elementos.',
        },
      ],
    },
    {
      id: 'description',
      eyebrow: 'Ciencias del espacio',
      heading: 'El universo al alcance de la mano',
      body:
        'Pise la Luna, orbite Júpiter y vea cómo cambian las estaciones desde el espacio. ' +
        'SpaceVerse convierte la astronomía en un viaje y da a los estudiantes un sentido de ' +
        'la escala que ningún libro de texto ni póster de planetario puede igualar.',
      ctas: [connectWithUs],
    },
    {
      id: 'faq',
      display: 'faq',
      heading: faqHeading,
      items: [
        {
          title: '¿Qué temas abarca SpaceVerse?',
          text:
            'El sistema solar, la gravedad y las órbitas, las fases de la Luna, las ' +
            'estaciones, los eclipses, las estrellas y las galaxias.',
        },
        {
          title: '¿Es SpaceVerse científicamente preciso?',
          text:
            'Los tamaños, las órbitas y las distancias de los planetas siguen datos ' +
            'astronómicos publicados, y la escala real puede activarse o desactivarse para que ' +
            'los estudiantes comparen.',
        },
        {
          title: '¿Para qué grados es SpaceVerse?',
          text:
            'Para los grados 5 a 12: los más jóvenes recorren el sistema solar y los mayores ' +
            'estudian las órbitas, la gravitación y la evolución estelar.',
        },
        {
          title: '¿Puede viajar toda una clase a la vez?',
          text:
            'Sí. El docente puede guiar a la clase por el mismo recorrido y pausarlo para ' +
            'comentar lo que todos están viendo.',
        },
        {
          title: '¿SpaceVerse se conecta con las clases de física?',
          text:
            'Sí. La gravedad, la luz y la energía en SpaceVerse se vinculan directamente con ' +
            'las experiencias correspondientes de AtomVerse.',
        },
      ],
    },
  ],
  geoverse: [],
  mathverse: [],
}
