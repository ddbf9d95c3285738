// Lo que recoge cada formulario y adónde va: una sección del aviso de privacidad (privacy.es.ts).
import { site } from '../site'
import type { DocumentSection } from '../types'

const p = site.productName

export const formsSection: DocumentSection = {
  id: 'what-forms-collect',
  heading: 'Qué recogen nuestros formularios',
  blocks: [
    {
      kind: 'text',
      text: 'Cada formulario pide solo lo necesario para responderle. Los campos opcionales pueden dejarse vacíos. Esto es lo que recoge cada formulario y adónde va:',
    },
    {
      kind: 'facts',
      items: [
        {
          term: 'Participe (al pie de la mayoría de las páginas)',
          detail: 'Nombre, correo electrónico, país y mensaje. Nos llega como correo electrónico.',
        },
        {
          term: 'Contáctenos (para escuelas)',
          detail:
            'Nombre de la escuela, su nombre, su cargo, país, correo electrónico y mensaje; ' +
            'de forma opcional, estado o provincia, teléfono y sitio web de la escuela. Nos ' +
            'llega como correo electrónico.',
        },
        {
          term: 'Conecte con nosotros',
          detail:
            'Nombre, correo electrónico, teléfono, su cargo y mensaje; de forma opcional, ' +
            'país, estado o provincia y escuela. Nos llega como correo electrónico.',
        },
        {
          term: 'Reserve una demostración',
          detail:
            'Nombre, correo electrónico, teléfono, su cargo y mensaje; de forma opcional, ' +
            'escuela, número de visores, país y estado o provincia. Nos llega como correo ' +
            'electrónico.',
        },
        {
          term: 'Solicitud de subvención (la oferta para pioneros y «Solicite la subvención»)',
          detail:
            'Nombre de la escuela, su nombre, su cargo, país y mensaje; de forma opcional, ' +
            'el sitio web de la escuela. Nos llega como correo electrónico.',
        },
        {
          term: 'Explore alianzas',
          detail:
            'Nombre de la organización, su nombre completo, correo electrónico, país, sitio ' +
            'web, tipo de alianza y propuesta; de forma opcional, su cargo, estado o ' +
            'provincia y teléfono. Nos llega como correo electrónico.',
        },
        {
          term: 'Solicitud de socio (página Asóciese con nosotros)',
          detail:
            'Nombre y apellido, empresa u organización, ubicación, correo electrónico y una ' +
            'descripción de su experiencia e interés; de forma opcional, teléfono. Nos llega ' +
            'como correo electrónico.',
        },
        {
          term: 'Envíe una consulta (para estudiantes y familias)',
          detail: 'Nombre, correo electrónico, país y mensaje. Nos llega como correo electrónico.',
        },
        {
          term: 'Comparta su opinión (en una publicación del blog)',
          detail:
            'Nombre, correo electrónico y mensaje, junto con el título de la publicación. ' +
            'Nos llega como correo electrónico.',
        },
        {
          term: 'Reciba avisos (nuevas publicaciones del blog)',
          detail:
            'Nombre, correo electrónico y su aceptación de recibir correos de ' +
            `${p}, con la fecha y hora en que la dio. Se guarda en nuestra base de datos, ` +
            'una vez por dirección de correo.',
        },
        {
          term: `Únase a la lista de espera (${p} para Particulares)`,
          detail:
            'Nombre, correo electrónico y país. Se guarda en nuestra base de datos, una vez ' +
            'por dirección de correo.',
        },
      ],
    },
    {
      kind: 'text',
      text:
        'Cada formulario tiene además un campo oculto que las personas no ven ni ' +
        'completan; un formulario enviado con ese campo lleno se trata como correo no ' +
        'deseado y se rechaza.',
    },
  ],
}
