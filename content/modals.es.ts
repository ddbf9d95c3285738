// Titles and introductions of every modal in Spanish (docs/product.md, "Modals").
import type * as en from './modals'
import { site } from './site'
import type { ModalCopy, ModalKind } from './types'

export type { ModalCopy }

const close = 'Cerrar'

export const modalCopy: Record<ModalKind, ModalCopy> = {
  offer: {
    title: 'Oferta para pioneros',
    intro: `Las escuelas que instalan un laboratorio ${site.productName} ahora reciben mucho más que una licencia.`,
    closeLabel: close,
  },
  schoolContact: {
    title: 'Contáctenos',
    intro:
      'Cuéntenos sobre su escuela y planificaremos un laboratorio a la medida de sus estudiantes.',
    closeLabel: close,
  },
  scheduling: {
    title: 'Agende una reunión',
    intro:
      'Elija el horario que más le convenga para una llamada de 30 minutos con nuestro equipo educativo.',
    closeLabel: close,
  },
  connectWithUs: {
    title: 'Conéctese con nosotros',
    intro: '¿Tiene preguntas sobre los mundos, las ediciones o la subvención? Escríbanos.',
    closeLabel: close,
  },
  schoolDemo: {
    title: 'Reserve una demostración para su escuela',
    intro: 'Indíquenos cuántos visores tiene en mente y organizaremos una demostración en vivo.',
    closeLabel: close,
  },
  partnership: {
    title: 'Alianzas y colaboración',
    intro: 'Redes educativas, empresas y socios tecnológicos: construyamos juntos.',
    closeLabel: close,
  },
  generalInquiries: {
    title: 'Consultas generales',
    intro: 'Estudiantes, padres de familia y mentes curiosas: pregúntennos lo que quieran.',
    closeLabel: close,
  },
  grantApplication: {
    title: 'Solicite la subvención',
    intro:
      'Cuéntenos sobre su escuela para iniciar una solicitud de subvención para un nuevo ' +
      'laboratorio de realidad virtual.',
    closeLabel: close,
  },
  waitlist: {
    title: 'Únase a la lista de espera',
    intro: `Sea de los primeros en saber cuándo se abre ${site.productName} para particulares.`,
    closeLabel: close,
  },
  subscribe: {
    title: 'Reciba las novedades',
    intro: 'Los nuevos artículos de Innovación e investigación, directo en su bandeja de entrada.',
    closeLabel: close,
  },
  feedback: {
    title: 'Comparta su opinión',
    intro: '¿Qué le pareció este artículo? Leemos todos los mensajes.',
    closeLabel: close,
  },
  video: {
    title: 'Vea el tráiler',
    intro: '',
    closeLabel: close,
  },
  search: {
    title: 'Buscar en el sitio',
    intro: '',
    closeLabel: close,
  },
}

export const offerPanel: typeof en.offerPanel = {
  heading: 'Beneficios exclusivos para pioneros',
  benefits: [
    'Subvenciones disponibles',
    `Módulos gratuitos de ${site.productName}`,
    'Acceso a nuevas funciones',
    'Soporte prioritario',
    'Creación de contenido personalizado',
  ],
  cta: 'Aproveche esta oferta',
  note: '*Solo por tiempo limitado',
}

/** Shown inside a modal whose form arrives later, so the visitor always has a way to reach us. */
export const modalFallback: typeof en.modalFallback = {
  lead: 'También puede escribirnos directamente a',
  email: site.contactEmail,
}

/** While the scheduling widget's script loads. */
export const schedulingLoading: typeof en.schedulingLoading = 'Cargando el calendario…'

/** When the scheduling widget cannot load (blocked, offline), the visitor still gets a way. */
export const schedulingFallback: typeof en.schedulingFallback = {
  lead: 'El calendario no pudo cargarse aquí. Puede elegir un horario en nuestra página de citas.',
  linkLabel: 'Abrir la página de citas',
}
