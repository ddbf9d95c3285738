import type * as en from './proposal'
import { paths } from '../paths'
import { site } from '../site'

const p = site.productName

export const proposal: typeof en.proposal = {
  path: '/proposal',
  title: 'Propuesta de un laboratorio de ciencias de realidad virtual',
  description:
    `Una propuesta imprimible para un laboratorio de ciencias de realidad virtual de ${p}: la ` +
    'licencia año por año con y sin la subvención, lo que incluye, la alineación con el ' +
    'currículo y los próximos pasos.',
  eyebrow: `${p} para escuelas`,
  preparedFor: 'Preparada para',
  preparedOn: 'Preparada el',
  reading: 'Leyendo la dirección de la propuesta…',
  controls: {
    heading: 'Ajuste esta propuesta',
    intro: 'Cambie cualquier opción: el documento y su dirección se actualizan.',
    labs: 'Número de laboratorios',
    years: 'Duración de la licencia',
    curriculum: 'Currículo',
    country: 'País',
    school: 'Nombre de la escuela (opcional)',
    none: 'Sin elegir',
  },
  ignored: {
    heading: 'No se pudo usar una parte de esta dirección',
    labs: 'El número de laboratorios no era un número entero de {min} a {max}: se muestra {value}.',
    years: 'La duración de la licencia no era de {min} a {max} años: se muestra {value}.',
    curriculum: 'El currículo no es uno que conozcamos: no se muestra ninguno.',
    country: 'El país no es uno que conozcamos: no se muestra ninguno.',
    school: 'El nombre de la escuela tenía más de {max} caracteres y se ha acortado.',
    dismiss: 'Cerrar',
  },
  summary: {
    heading: 'Resumen',
    labs: { one: '{count} laboratorio', other: '{count} laboratorios' },
    length: 'Licencia',
    /** Between the labs and the years: '3 labs, 4 years'. */
    separator: ', ',
  },
  licence: {
    heading: 'La licencia',
    intro:
      `Una licencia cubre un laboratorio de realidad virtual de ${p}, con todos los mundos ` +
      'disponibles para cada estudiante. El precio de lista es de {price} por laboratorio y ' +
      'año; la subvención paga una parte cada año.',
    caption: 'La licencia año por año, en dólares estadounidenses',
    listPrice: 'Precio de lista por laboratorio',
    total: 'Total',
    note: 'Una estimación, no un presupuesto, en dólares estadounidenses antes de impuestos.',
  },
  included: {
    heading: 'Qué incluye',
    features: 'La edición para escuelas',
    rollout: 'El plan de implantación',
    training: 'Formación y certificación',
  },
  curriculum: {
    heading: 'Alineación con el currículo',
    chosen: '{curriculum}: los temas que cubren nuestros mundos, por asignatura.',
    notChosen: 'Los temas que cubren nuestros mundos en cada currículo, por asignatura.',
    topics: { one: '{count} tema', other: '{count} temas' },
    forExample: 'Por ejemplo:',
    column: 'Currículo',
  },
  eligibility: {
    heading: 'Elegibilidad para la subvención',
    eligible:
      '{country} es uno de los {count} países cuyas escuelas pueden solicitar la subvención.',
    notEligible:
      '{country} no figura hoy en la lista de los {count} países cuyas escuelas pueden ' +
      'solicitar la subvención.',
    noCountry: 'Pueden solicitar la subvención escuelas de {count} países.',
    newLabsOnly:
      'La subvención es solo para laboratorios nuevos, para las primeras {schools} escuelas de ' +
      'cada país.',
  },
  next: {
    heading: 'Cómo seguir',
    text: 'Escríbanos a {email}, o envíenos esta propuesta y le responderemos en pocos días.',
    send: 'Enviarnos esta propuesta',
    print: 'Imprimir o guardar como PDF',
    address: 'Esta propuesta en línea',
  },
  message:
    'Queremos hablar de esta propuesta: {labs}, {years}, {withGrant} con la subvención ' +
    '({withoutGrant} sin ella).{curriculum}{country} {link}',
  messageCurriculum: ' Currículo: {name}.',
  messageCountry: ' País: {name}.',
  links: { estimator: `${paths.labSetup}#estimator` },
}
