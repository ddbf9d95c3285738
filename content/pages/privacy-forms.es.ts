// Las palabras sobre los formularios que comparten el aviso de privacidad y el centro de confianza
// (véase privacy-forms.ts: los hechos vienen de las definiciones de los formularios).
import { site } from '../site'
import type { FormWords } from '../trust-types'

const p = site.productName

export const formWords: FormWords = {
  heading: 'Qué recogen nuestros formularios',
  intro:
    'Cada formulario pide solo lo necesario para responderle. Los campos opcionales pueden dejarse vacíos. Esto es lo que recoge cada formulario, adónde va y cuánto tiempo se guarda:',
  honeypot:
    'Cada formulario tiene además un campo oculto que las personas no ven ni ' +
    'completan; un formulario enviado con ese campo lleno se trata como correo no ' +
    'deseado y se rechaza.',
  names: {
    generalContact: 'Participe (al pie de la mayoría de las páginas)',
    schoolContact: 'Contáctenos (para escuelas)',
    connectWithUs: 'Conéctese con nosotros',
    schoolDemo: 'Reserve una demostración para su escuela',
    grantApplication: 'Solicite la subvención (también en la Oferta para pioneros)',
    partnership: 'Alianzas y colaboración',
    partnerVariant: 'Postúlese para ser socio (en la página Asóciese con nosotros)',
    generalInquiries: 'Consultas generales (para estudiantes y familias)',
    feedback: 'Comparta su opinión (en una publicación del blog)',
    subscribe: 'Reciba las novedades (nuevas publicaciones del blog)',
    waitlist: `Únase a la lista de espera (${p} para particulares)`,
  },
  why: {
    generalContact: 'Para responder a su mensaje.',
    schoolContact: 'Para responder a la consulta de una escuela.',
    connectWithUs: 'Para responder a su mensaje.',
    schoolDemo: 'Para organizar una demostración en su escuela.',
    grantApplication: 'Para estudiar la solicitud de subvención de la escuela.',
    partnership: 'Para estudiar su propuesta de alianza.',
    partnerVariant: 'Para estudiar su solicitud para ser socio.',
    generalInquiries: 'Para responder a la pregunta de un estudiante o de su familia.',
    feedback:
      'Para leer su opinión sobre una publicación; el título de la publicación va con ella.',
    subscribe:
      'Para avisarle de nuevas publicaciones, como pidió; guardamos la hora en que lo aceptó.',
    waitlist: `Para avisarle cuando abra ${p} para particulares.`,
  },
  required: 'Obligatorios',
  optional: 'Opcionales',
  separator: ', ',
  destinations: {
    emailService:
      'Llega a nuestro equipo como correo electrónico, a través del servicio de correo indicado abajo.',
    outbox:
      'Llega a nuestro equipo como correo electrónico, guardado en la bandeja de salida del propio sitio.',
    waitlist: 'Se guarda en nuestra tabla de la lista de espera, una vez por dirección de correo.',
    subscribers:
      'Se guarda en nuestra tabla de suscriptores del blog, una vez por dirección de correo.',
  },
  keptFor: (months) => `Hasta ${months} meses.`,
  keptUntilAsked: 'Hasta que nos pida borrarlo.',
}
