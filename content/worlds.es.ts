// The six subject worlds in Spanish. GeoVerse and mathVerse are coming soon.
// Ids, names, addresses and switches: world-facts.ts; here, what each world is about.
import type * as en from './worlds'
import type { World } from './types'
import { indexByKey, worldFacts } from './world-facts'

const words: Record<World['key'], Pick<World, 'subject' | 'subtitle' | 'description'>> = {
  bioverse: {
    subject: 'Biología',
    subtitle: 'Recorra el interior de una célula viva',
    description:
      'Redúzcase al tamaño de una mitocondria, acompañe a un glóbulo rojo a través del corazón y observe la fotosíntesis hoja por hoja. BioVerse convierte el programa de biología en lugares que los estudiantes pueden explorar.',
  },
  chemverse: {
    subject: 'Química',
    subtitle: 'Las reacciones que nunca se arriesgaría a hacer',
    description:
      'Mezcle ácidos y bases, descomponga el agua por electrólisis y construya moléculas orgánicas átomo por átomo, sin vidrios rotos ni vapores tóxicos. ChemVerse permite repetir cada práctica con total seguridad hasta entenderla.',
  },
  atomverse: {
    subject: 'Física',
    subtitle: 'Fuerzas, campos y ondas en acción',
    description:
      'Desvíe la luz con un prisma, trace las líneas del campo magnético alrededor de una bobina y sienta la diferencia entre masa y peso. AtomVerse vuelve visibles y tangibles las leyes invisibles de la física.',
  },
  spaceverse: {
    subject: 'Ciencias del espacio',
    subtitle: 'Pise la Luna, orbite Júpiter',
    description:
      'Recorra el sistema solar a escala, observe las fases de la Luna desde el espacio y siga a una estrella desde la nebulosa hasta la supernova. SpaceVerse pone el universo al alcance de la mano.',
  },
  geoverse: {
    subject: 'Ciencias de la Tierra',
    subtitle: 'Viaje sobre una placa tectónica a través del tiempo',
    description:
      'Vuele a través de un volcán, siga el ciclo del agua alrededor del planeta y vea cómo se levantan las montañas a lo largo de millones de años. GeoVerse está en desarrollo.',
  },
  mathverse: {
    subject: 'Matemáticas',
    subtitle: 'Geometría que se puede recorrer',
    description:
      'Entre en figuras tridimensionales, pliegue desarrollos planos hasta formar cuerpos geométricos y vea las funciones como paisajes. mathVerse está en desarrollo.',
  },
}

export const worlds: World[] = worldFacts.map((facts) => ({ ...facts, ...words[facts.key] }))

export const comingSoonLabel: typeof en.comingSoonLabel = 'Próximamente'

export const worldByKey = indexByKey(worlds)
