import { formatters } from '../format'
import type { PageContent } from '../types'
import { getInTouch, grant, p, paths, sviName, svsName, upTo } from './shared'

const { number } = formatters('es')

export const page: PageContent = {
  path: paths.about,
  theme: 'info',
  title: 'Quiénes somos',
  description:
    `Por qué ${p} crea laboratorios de ciencias inmersivos en realidad virtual para los ` +
    'grados 5 a 12: nuestra misión, nuestra visión y nuestra alianza con una federación ' +
    'mundial de STEM para las subvenciones.',
  eyebrow: 'Quiénes somos',
  heading: 'Hacemos de la ciencia un lugar al que se puede entrar',
  intro:
    `${p} nació de una convicción sencilla: todo estudiante merece un verdadero laboratorio ` +
    'de ciencias, y la realidad virtual puede llevar uno a cualquier escuela del mundo.',
  sections: [
    {
      id: 'mission',
      eyebrow: 'Misión',
      heading: 'Nuestra misión',
      body:
        'Dar a todos los estudiantes de los grados 5 a 12, vivan donde vivan, acceso práctico ' +
        'a los experimentos, modelos y lugares que hacen que la ciencia cobre sentido, a un ' +
        'costo que una escuela realmente pueda asumir.',
    },
    {
      id: 'vision',
      eyebrow: 'Visión',
      heading: 'Nuestra visión',
      body:
        'Un mundo en el que un laboratorio bien equipado ya no sea un privilegio de pocos: en ' +
        'el que un estudiante de una escuela rural y otro de una gran capital realicen el ' +
        'mismo experimento, vean las mismas moléculas y sueñen igual de alto.',
    },
    {
      id: 'partnership',
      eyebrow: 'Alianza',
      heading: 'En alianza con una federación mundial de STEM',
      body:
        'Nuestro programa de subvenciones funciona junto con una federación mundial de STEM ' +
        'que comparte nuestro compromiso con la ciencia para todos. Gracias a ella, las ' +
        `escuelas elegibles de ${number(grant.eligibleCountries)} países pueden recibir ` +
        `subvenciones de ${upTo} para un nuevo laboratorio de realidad virtual.`,
      ctas: [
        { kind: 'link', label: 'Acerca de la subvención', to: paths.grant, variant: 'secondary' },
      ],
      image: {
        art: 'partnership-lockup',
        alt: `${p} en alianza con una federación mundial de STEM, su socio para las subvenciones`,
        width: 600,
        height: 200,
      },
    },
    {
      id: 'timeline',
      eyebrow: 'Nuestra trayectoria',
      heading: 'De una idea a aulas de todo el mundo',
      items: [
        {
          badge: 'La chispa',
          title: 'Un laboratorio para cada aula',
          text:
            'Docentes de todas partes nos contaban la misma historia: muy pocos laboratorios, ' +
            'muy poco equipamiento y demasiados experimentos demasiado costosos o peligrosos ' +
            'para realizarlos.',
        },
        {
          badge: 'Los mundos',
          title: 'BioVerse, ChemVerse, AtomVerse y SpaceVerse',
          text:
            'Creamos mundos alineados con el currículo para biología, química, física y ' +
            'ciencias del espacio, cada uno con experiencias, prácticas y cuestionarios.',
        },
        {
          badge: 'Para escuelas',
          title: svsName,
          text:
            'Laboratorios de realidad virtual completos, con clases, tutores con IA, ' +
            'analíticas, instalación y capacitación docente, con licencia por laboratorio.',
          to: paths.schools,
        },
        {
          badge: 'Para particulares',
          title: sviName,
          text:
            'Los mismos mundos para estudiar en casa, en su propio visor y a su propio ritmo. ' +
            'La lista de espera está abierta.',
          to: paths.individuals,
        },
        {
          badge: 'Lo que viene',
          title: 'GeoVerse y mathVerse',
          text: 'Los mundos de ciencias de la Tierra y de matemáticas están en desarrollo.',
          to: paths.subjects,
        },
      ],
    },
    {
      id: 'join',
      eyebrow: 'Únase',
      heading: 'Forme parte del movimiento',
      body:
        'Cualquiera que sea su vínculo con la educación, hay un lugar para usted en lo que ' +
        'construimos.',
      items: [
        {
          title: 'Escuelas',
          text:
            'Abra un laboratorio de realidad virtual en su institución y solicite una ' +
            'subvención mientras haya cupos.',
        },
        {
          title: 'Educadores',
          text:
            'Certifíquese, diseñe nuevas clases con nosotros y comparta lo que funciona en el ' +
            'aula.',
        },
        {
          title: 'Socios',
          text: 'Lleve la ciencia inmersiva a las escuelas de su región como socio aliado.',
        },
        {
          title: 'Estudiantes y padres',
          text: `Únase a la lista de espera de ${sviName} y explore los mundos desde casa.`,
        },
      ],
      ctas: [getInTouch],
    },
  ],
}
