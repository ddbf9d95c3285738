// La página sin conexión (véase offline.ts: misma forma).
import { paths } from '../paths'
import type { OfflinePageContent } from './offline'

export const page: OfflinePageContent = {
  path: paths.offline,
  title: 'Sin conexión',
  description: 'No hay conexión y esta página no está guardada en este dispositivo.',
  heading: 'Sin conexión',
  intro:
    'Esta página no se ha abierto antes en este dispositivo, así que no hay una copia que ' +
    'mostrar sin conexión. Las páginas de abajo se guardaron al leerlas: se abren sin conexión.',
  keptHeading: 'Páginas guardadas en este dispositivo',
  looking: 'Buscando las páginas guardadas en este dispositivo…',
  none:
    'Todavía no hay páginas guardadas en este dispositivo. Las páginas que abra con conexión ' +
    'se guardan para después.',
  unavailable: 'Este navegador no guarda páginas para leerlas sin conexión.',
  retry: 'Volver a intentar esta página',
  clear: 'Borrar las páginas guardadas en este dispositivo',
  cleared: 'Se han borrado las páginas guardadas en este dispositivo.',
}
