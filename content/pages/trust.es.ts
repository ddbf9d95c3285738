// El centro de confianza (/es/trust): véase trust.ts, mismas palabras alrededor de los mismos hechos.
import { paths } from '../paths'
import { site } from '../site'
import type { TrustWords } from '../trust-types'

const p = site.productName

export const trust: TrustWords = {
  path: paths.trust,
  title: 'Centro de confianza',
  description: `Qué recoge el sitio web de ${p} y adónde va, qué terceros usa, qué guarda en su dispositivo, cómo se protege y qué tan accesible es: leído del propio código del sitio.`,
  eyebrow: 'Para los equipos de informática y de compras',
  heading: 'Centro de confianza',
  intro:
    'Las respuestas que el personal de informática y de compras de una escuela pide antes de firmar, en un solo lugar. Cada sección se genera, al construir el sitio, a partir del código que hace el trabajo: dice lo que el sitio hace de verdad.',
  builtFor: (date, url) => `Esta página describe la versión del ${date} para ${url}.`,
  printLabel: 'Imprimir o guardar como PDF',
  contentsLabel: 'En esta página',
  sections: {
    forms: {
      heading: 'Qué recoge cada formulario',
      intro:
        'Cada formulario, sus campos, adónde va lo que escribe y cuánto tiempo se guarda, según las propias definiciones de los formularios. La lista del aviso de privacidad sale de la misma fuente.',
      form: 'Formulario',
      fields: 'Campos',
      goes: 'Adónde va',
      kept: 'Cuánto tiempo se guarda',
      privacyLink: 'La misma lista en el aviso de privacidad',
      reads: (days) =>
        `Leer una publicación del blog no envía nada de lo que usted escribe. Para la lista de las más leídas, el servicio cuenta como máximo una lectura por visitante, publicación y día: solo reconoce a un lector por un código irreversible hecho con la dirección IP (una dirección IPv6, por su primera mitad), la publicación y el día, con un secreto que cambia cada día, y elimina los códigos cuando termina el día. La dirección IP nunca se guarda. Los recuentos diarios se conservan ${days} días.`,
    },
    parties: {
      heading: 'Terceros y subencargados',
      intro:
        'Cada origen externo con el que una página puede comunicarse. La política de seguridad de las páginas permite exactamente estos y ningún otro: ambas se construyen con la misma configuración.',
      origin: 'Origen',
      what: 'Qué se envía',
      when: 'Cuándo',
      why: 'Para qué',
      none: 'Ninguno: todas las peticiones se quedan en el propio origen del sitio.',
      uses: {
        api: {
          what: 'Peticiones de publicaciones del blog y los formularios que guarda el servicio, con lo que escribió en ellos.',
          when: 'Al leer el blog o enviar el formulario de lista de espera o de suscripción.',
          why: 'En esta instalación, el servicio del sitio funciona en otro origen.',
        },
        email: {
          what: 'Los campos de los formularios de correo, como mensaje para nuestro equipo.',
          when: 'Solo cuando envía uno de esos formularios.',
          why: 'Para entregar su mensaje en el buzón de nuestro equipo.',
        },
        geolocation: {
          what: 'Una petición sin contenido; el servicio ve su dirección IP y el tipo de navegador, y responde con un código de país.',
          when: 'Una vez por visita, después de cargar la página.',
          why: 'Para mostrar los precios en su moneda. La respuesta no se guarda.',
        },
        schedulingWidget: {
          what: 'Una petición del script y los estilos del programador de citas.',
          when: 'Solo cuando abre «Agende una reunión».',
          why: 'Para mostrar el calendario de reservas.',
        },
        schedulingPage: {
          what: 'Lo que escribe en el calendario de reservas: su nombre, su correo y la hora que elige.',
          when: 'Solo cuando abre «Agende una reunión» y reserva.',
          why: 'Para reservar la reunión; el programador nos la transmite.',
        },
      },
      subprocessorsHeading: 'Subencargados que su navegador nunca ve',
      subprocessorsIntro:
        'Servicios que tratan lo que envía una vez que ha salido de su navegador, tal como los declara quien opera esta instalación.',
      role: 'Función',
      provider: 'Proveedor',
      roles: {
        hosting: 'Alojamiento del sitio y de su servicio',
        database: 'Base de datos (lista de espera, suscriptores, bandeja de salida)',
        emailDelivery: 'Entrega de correo electrónico',
      },
      selfRun: 'Lo gestiona el propio operador, sin subencargado.',
      emailNone:
        'Ninguno: los formularios de correo se guardan en la bandeja de salida del propio sitio.',
    },
    device: {
      heading: 'En su dispositivo',
      intro:
        'Lo que su navegador guarda para que el sitio funcione con una conexión débil. Nada de ello se envía a ningún sitio ni sirve para seguirle; el sitio no usa cookies.',
      what: 'Qué se guarda',
      limit: 'Límite',
      limits: {
        pages: 'Las páginas que ha abierto',
        images: 'Las imágenes de esas páginas',
        fonts: 'Las fuentes',
      },
      entries: (count, days) =>
        `Hasta ${count}, cada una durante ${days} días desde la última vez que se descargó`,
      queue: 'Una consulta enviada sin conexión',
      queueLimit: 'Hasta que se envía, o hasta que la descarta desde el formulario',
      clear:
        'Para borrarlo todo, elimine los datos de este sitio en la configuración de sitios de su navegador. Sin conexión, la página sin conexión tiene además un botón que borra las páginas guardadas.',
    },
    security: {
      heading: 'Seguridad',
      headersIntro:
        'Las cabeceras que lleva cada página y cada respuesta del servicio, y qué hace cada una:',
      header: 'Cabecera',
      does: 'Qué hace',
      headers: {
        'Strict-Transport-Security':
          'Los navegadores usan solo HTTPS con este sitio durante seis meses después de una visita.',
        'X-Content-Type-Options': 'Un archivo se usa solo como el tipo con el que se sirve.',
        'X-Frame-Options': 'Ningún otro sitio puede mostrar estas páginas dentro de un marco.',
        'Referrer-Policy': 'Los enlaces a otros sitios no les dicen de qué página viene.',
        'Cross-Origin-Opener-Policy': 'Una ventana que abre otro sitio no puede acceder a esta.',
        'Cross-Origin-Resource-Policy': 'Otros sitios no pueden incrustar los archivos de este.',
        'Origin-Agent-Cluster':
          'El navegador mantiene este sitio en un proceso propio cuando puede.',
        'X-DNS-Prefetch-Control':
          'El navegador no resuelve por adelantado las direcciones de los enlaces.',
        'X-Download-Options':
          'Los navegadores antiguos no abren las descargas en el contexto del sitio.',
        'X-Permitted-Cross-Domain-Policies':
          'Los complementos no pueden cargar datos de este sitio.',
        'X-XSS-Protection': 'Desactiva un antiguo filtro del navegador que podía aprovecharse.',
      },
      unknownHeader: 'Véase la configuración del servicio.',
      policyIntro:
        'Cada página lleva además una Content-Security-Policy: nada se ejecuta ni se carga si ella no lo nombra, y el código en línea solo por el hash de su texto. Sus directivas:',
      protectionsHeading: 'Cómo se protegen las consultas',
      protections: [
        'Cada formulario se comprueba en el navegador y de nuevo en el servicio, con las mismas reglas.',
        'Un campo oculto detecta el spam automático: se rechaza un formulario enviado con ese campo lleno.',
        'Los formularios se limitan por dirección del visitante (una dirección IPv6, por su /64) y por minuto; solo los orígenes del propio sitio pueden llamar al servicio.',
        'El registro del servicio nunca lleva un nombre, un correo ni un mensaje: un error se registra por su nombre y código.',
      ],
      idempotency: (days) =>
        `Cada consulta lleva una clave, para que una enviada dos veces (tras perder la conexión) se guarde una sola vez; la clave se conserva ${days} días.`,
      reportHeading: 'Informar de una vulnerabilidad',
      report:
        'Si encuentra un problema de seguridad, escriba a la dirección de abajo con lo que encontró y cómo reproducirlo, y denos tiempo para corregirlo antes de contárselo a otros.',
      securityTxt: 'Lo mismo, para herramientas:',
    },
    accessibility: {
      heading: 'Conformidad de accesibilidad',
      intro:
        'Nuestro informe de conformidad de accesibilidad, en el formato VPAT 2.5 (edición WCAG 2.2) y OpenACR: cada criterio de conformidad de los niveles A y AA, con su grado de cumplimiento. Un criterio marcado «Cumple» nombra las pruebas que lo comprueban o la revisión que lo hizo. Las observaciones están en inglés, el idioma del informe.',
      download: 'Descargar el informe (OpenACR, YAML)',
      criterion: 'Criterio',
      level: 'Nivel',
      conformance: 'Cumplimiento',
      remarks: 'Observaciones',
      levels: {
        supports: 'Cumple',
        'partially-supports': 'Cumple parcialmente',
        'does-not-support': 'No cumple',
        'not-applicable': 'No aplica',
      },
      statement:
        'La declaración de accesibilidad explica las limitaciones conocidas, con una alternativa para cada una.',
      counts: 'criterios',
    },
  },
}
