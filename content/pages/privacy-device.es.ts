// Lo que el sitio guarda en el dispositivo (véase privacy-device.ts: mismos hechos).
import { deviceKeeping } from '../device-facts'
import type { DocumentSection } from '../types'

const { pages, images } = deviceKeeping

export const deviceSection: DocumentSection = {
  id: 'on-your-device',
  heading: 'Lo que se guarda en su dispositivo',
  blocks: [
    {
      kind: 'text',
      text:
        'Para que el sitio funcione con una conexión débil o interrumpida, su navegador guarda ' +
        'parte de él en su dispositivo. Nada de ello se nos envía ni a nadie más, y nada se usa ' +
        'para seguirle.',
    },
    {
      kind: 'facts',
      items: [
        {
          term: 'Los archivos del propio sitio',
          detail:
            'El código, los estilos y las fuentes de las páginas que abre y lo que esas páginas ' +
            'cargan cuando las usa (sus formularios, diálogos y búsqueda), en el idioma en que ' +
            'lee, y una página que avisa cuando no hay conexión, para que esas páginas se abran y ' +
            'funcionen sin conexión. Se sustituyen cuando el sitio cambia.',
        },
        {
          term: 'Las páginas que ha abierto',
          detail:
            `Cada página que lee se guarda, hasta ${pages.maxEntries} páginas por idioma, cada una durante ${pages.maxAgeDays} ` +
            `días desde la última vez que la abrió con conexión; las imágenes, hasta ${images.maxEntries} y ${images.maxAgeDays} ` +
            'días. No contienen nada de lo que usted haya escrito.',
        },
        {
          term: 'La búsqueda del sitio',
          detail:
            'El índice de búsqueda del idioma en que lee (las palabras de las páginas del sitio, ' +
            'nada más) y la página de búsqueda, para que la búsqueda funcione sin conexión. Nada ' +
            'de lo que busca se guarda ni se envía: la búsqueda se hace en su dispositivo.',
        },
        {
          term: 'Consultas pendientes de envío',
          detail:
            'Si envía un formulario sin conexión, lo que escribió se guarda en su dispositivo ' +
            'hasta que pueda enviarse, y después se borra. El formulario muestra lo que está ' +
            'pendiente, y puede descartarlo allí.',
        },
        {
          term: 'Lo que escribió, al recargar',
          detail:
            'Si el sitio ha cambiado mientras una de sus páginas estaba abierta y usted elige ' +
            'Recargar, lo que escribió en los formularios de esa página se guarda en la pestaña del ' +
            'navegador para la recarga y se borra en cuanto la página lo recupera.',
        },
      ],
    },
    {
      kind: 'text',
      text:
        'Para borrarlo todo, elimine los datos de este sitio en la configuración de sitios de ' +
        'su navegador (a menudo bajo el candado junto a la dirección). Sin conexión, la página ' +
        'sin conexión tiene además un botón que borra las páginas guardadas en este dispositivo.',
    },
  ],
}
