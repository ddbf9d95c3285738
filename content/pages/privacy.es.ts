// El aviso de privacidad (véase privacy.ts: misma forma, mismos hechos).
import { retention } from '../facts'
import { formatters } from '../format'
import { inEveryLanguage } from '../language-names.es'
import { paths } from '../paths'
import { site } from '../site'
import type { DocumentPage } from '../types'
import { deviceSection } from './privacy-device.es'

const p = site.productName
const email = site.contactEmail
const { number } = formatters('es')
const updated = '2026-11-29'

export const page: DocumentPage = {
  path: paths.privacy,
  theme: 'info',
  title: 'Aviso de privacidad',
  description:
    `Qué recoge el sitio web de ${p} mediante sus formularios, para qué, adónde va y durante ` +
    'cuánto tiempo, qué servicios intervienen y cómo consultar, corregir o eliminar sus datos.',
  eyebrow: 'Privacidad',
  heading: 'Aviso de privacidad',
  intro:
    'Solo recogemos lo que usted escribe en nuestros formularios y solo lo usamos para hacer lo ' +
    'que nos pidió. Este aviso explica qué recoge cada formulario, adónde va, cuánto tiempo lo ' +
    'conservamos y cuáles son sus derechos.',
  dates: [{ label: 'Última actualización', date: updated }],
  contentsLabel: 'En esta página',
  sections: [
    {
      id: 'summary',
      heading: 'En resumen',
      blocks: [
        {
          kind: 'list',
          items: [
            'Solo recogemos lo que usted escribe en alguno de nuestros formularios, y lo usamos para responderle, estudiar su solicitud o mantenerlo informado como nos pidió.',
            'El sitio web no instala cookies. Para funcionar sin conexión, su navegador guarda en su dispositivo las páginas que lee y las consultas pendientes de envío, y puede borrarlas en cualquier momento. No hay herramientas de analítica, publicidad ni seguimiento de redes sociales.',
            'Para elegir la moneda de los precios, su navegador pregunta a un servicio de geolocalización en qué país se encuentra. No guardamos la respuesta.',
            'No vendemos sus datos ni los compartimos con fines publicitarios.',
            `Puede pedirnos en cualquier momento que le mostremos, corrijamos o eliminemos lo que tenemos sobre usted: escriba a ${email}.`,
          ],
        },
      ],
    },
    {
      id: 'who-we-are',
      heading: 'Quiénes somos',
      blocks: [
        {
          kind: 'text',
          text:
            `Este aviso se aplica al sitio web de ${p}, ${inEveryLanguage}. ${p} ` +
            '(Delaware, Estados Unidos) decide cómo se usan los datos que usted nos envía: ' +
            'según la normativa de protección de datos, somos su responsable del tratamiento.',
        },
        {
          kind: 'text',
          text: `Para cualquier pregunta sobre sus datos, o para ejercer cualquiera de sus derechos, escriba a ${email}.`,
        },
        {
          kind: 'link',
          text: 'El centro de confianza responde a las mismas preguntas para el equipo de informática y de compras de una escuela, leídas del propio código del sitio: Centro de confianza',
          to: paths.trust,
        },
      ],
    },
    {
      id: 'why',
      heading: 'Para qué los usamos',
      blocks: [
        {
          kind: 'text',
          text: 'Usamos sus datos solo para el fin con el que nos los dio, con estas bases legales:',
        },
        {
          kind: 'facts',
          items: [
            {
              term: 'Responder consultas, solicitudes de demostración y de subvención, y propuestas de alianza',
              detail:
                'Aplicar las medidas que usted solicita antes de un posible contrato, y nuestro ' +
                'interés legítimo en responder a quienes nos escriben.',
            },
            {
              term: 'Avisarle de nuevas publicaciones del blog',
              detail:
                'Su consentimiento, dado con la casilla del formulario «Reciba las novedades». Puede ' +
                'retirarlo en cualquier momento.',
            },
            {
              term: 'La lista de espera',
              detail: `Su consentimiento, dado al pedir que le avisemos cuando se abra ${p} para particulares. Puede salir de la lista en cualquier momento.`,
            },
            {
              term: 'Proteger el sitio web y sus mensajes',
              detail:
                'Nuestro interés legítimo en proteger el sitio frente a abusos: los límites de ' +
                'solicitudes y los informes de seguridad que se describen más abajo.',
            },
            {
              term: 'Elegir la moneda de los precios',
              detail:
                'Nuestro interés legítimo en mostrarle precios que entienda de un vistazo. El ' +
                'país no se guarda.',
            },
          ],
        },
      ],
    },
    {
      id: 'where-it-goes',
      heading: 'Adónde van sus datos',
      blocks: [
        {
          kind: 'text',
          text: 'No usamos ningún servicio aparte de los que se indican a continuación. Cada uno recibe solo lo que necesita.',
        },
      ],
      parts: [
        {
          id: 'email-service',
          heading: 'Formularios por correo electrónico: EmailJS',
          blocks: [
            {
              kind: 'text',
              text:
                `Los ${number(9)} formularios que se envían como correo electrónico van de ` +
                'su navegador a EmailJS, un servicio de envío de correo, que los entrega en el ' +
                'buzón de nuestro equipo. EmailJS trata el mensaje solo para entregarlo, según su ' +
                'propia política de privacidad.',
            },
            {
              kind: 'text',
              text:
                'Cuando el sitio funciona sin un servicio de correo configurado, nuestro propio ' +
                'servicio recibe esos mensajes y los guarda en su bandeja de salida (véase el ' +
                'apartado siguiente).',
            },
          ],
        },
        {
          id: 'our-service',
          heading: 'Nuestro propio servicio y base de datos',
          blocks: [
            {
              kind: 'list',
              items: [
                'La lista de espera y la lista de avisos del blog se guardan en nuestra base de datos, una entrada por dirección de correo: enviar de nuevo la misma dirección no cambia nada. Ninguna página ni dirección del sitio las muestra.',
                'La bandeja de salida, cuando se usa, guarda cada mensaje con la hora en que llegó. Solo puede leerse con una clave que tiene nuestro equipo.',
                'Cuando abre una publicación del blog, contamos como máximo una lectura por visitante y día, para la lista de publicaciones más leídas. Para saber si ya lo contamos hoy, nuestro servicio guarda un código irreversible hecho con su dirección IP (de una dirección IPv6, su primera mitad), la publicación y el día, con un secreto que cambia cada día. Nunca guarda su dirección IP, no puede recuperarla a partir del código y elimina los códigos cuando termina el día. Los recuentos solo contienen la publicación, el día y un número.',
                'El registro de nuestro servicio anota los errores con la dirección solicitada y el tipo de error, nunca con un nombre, un correo electrónico o un mensaje.',
              ],
            },
          ],
        },
        {
          id: 'scheduling-service',
          heading: 'Programar una reunión: Calendly',
          blocks: [
            {
              kind: 'text',
              text:
                'El cuadro de diálogo «Agende una reunión» muestra la página de reservas de ' +
                'Calendly, un servicio de agendamiento. Solo cuando usted lo abre, su navegador ' +
                'carga el script y la página de Calendly. Lo que escriba allí, como su nombre, ' +
                'su correo electrónico y el horario que elija, va a Calendly, que nos transmite ' +
                'la reserva, según su propia política de privacidad. Calendly puede usar sus ' +
                'propias cookies dentro de su página de reservas.',
            },
          ],
        },
        {
          id: 'geolocation-service',
          heading: 'Su moneda: ipapi.co',
          blocks: [
            {
              kind: 'text',
              text:
                'Cada vez que abre el sitio en su navegador (no de nuevo al pasar de una página ' +
                'a otra), una vez cargada la página, su navegador pregunta a ipapi.co, un ' +
                'servicio de geolocalización por IP, en qué país se encuentra. Como cualquier ' +
                'sitio al que se conecta su navegador, ipapi.co ve su dirección IP y el tipo de ' +
                'navegador que usa.',
            },
            {
              kind: 'text',
              text:
                'Solo usamos el código de país de dos letras que devuelve, para elegir la ' +
                'moneda de los precios: rupias indias en la India, por ejemplo, y dólares ' +
                'estadounidenses donde no hay una moneda local definida. El país queda en la ' +
                'memoria de su navegador durante la visita; nunca se guarda ni se nos envía. Si ' +
                `ipapi.co no responde en ${number(3)} segundos, los precios se muestran en ` +
                'dólares estadounidenses.',
            },
          ],
        },
        {
          id: 'security',
          heading: 'Límites de solicitudes e informes de seguridad',
          blocks: [
            {
              kind: 'list',
              items: [
                'Límites de solicitudes: para que nadie pueda saturar nuestros formularios, nuestro servicio cuenta cuántos formularios envía cada dirección IP por minuto (una dirección IPv6 cuenta por su primera mitad, la parte que un proveedor asigna a un abonado). Guarda la dirección IP con ese recuento durante un minuto; después, el registro vencido se elimina la próxima vez que el servicio cuenta una solicitud.',
                `Informes de seguridad: si su navegador bloquea algo en una de nuestras páginas por la política de seguridad del sitio (su política de seguridad de contenido, CSP), puede enviarnos un informe automático. Guardamos la dirección de la página, la regla, la dirección de lo bloqueado (nunca la parte que sigue al signo de interrogación), el archivo y la línea, y hasta ${number(100)} caracteres del código bloqueado. No guardamos su dirección IP con el informe, salvo durante un minuto para limitar cuántos informes puede enviar una misma dirección.`,
              ],
            },
          ],
        },
        {
          id: 'links-and-sharing',
          heading: 'Enlaces y botones para compartir',
          blocks: [
            {
              kind: 'text',
              text:
                'Los enlaces a nuestras redes sociales y los botones para compartir de las ' +
                'publicaciones del blog son enlaces normales: Facebook, X, LinkedIn y las demás ' +
                'no reciben nada a menos que usted haga clic en uno. Las fuentes, imágenes y ' +
                'videos del sitio se sirven desde nuestros propios servidores.',
            },
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies y almacenamiento en su navegador',
      blocks: [
        {
          kind: 'text',
          text:
            `El sitio web de ${p} no instala cookies ni usa almacenamiento local ni de sesión, ` +
            'por eso no le pregunta nada sobre cookies; lo que guarda para leer sin conexión se ' +
            'describe en la sección siguiente. La ' +
            'única excepción es la página de reservas de Calendly, que puede instalar sus ' +
            'propias cookies cuando usted abre «Agende una reunión».',
        },
      ],
    },
    deviceSection,
    {
      id: 'how-long',
      heading: 'Cuánto tiempo los conservamos',
      blocks: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Mensajes de los formularios por correo (en nuestro buzón o en la bandeja de salida)',
              detail: `Hasta ${number(retention.emailMonths)} meses después de nuestro último intercambio con usted, salvo que den lugar a un acuerdo, que conservamos el tiempo que exija la ley.`,
            },
            {
              term: 'La lista de avisos del blog',
              detail: 'Hasta que nos pida que lo retiremos de ella.',
            },
            {
              term: 'La lista de espera',
              detail: `Hasta que le hayamos avisado de que ${p} para particulares está disponible, o hasta que nos pida que lo retiremos, y nunca más de ${number(retention.waitlistMonths)} meses.`,
            },
            {
              term: 'Límites de solicitudes (su dirección IP)',
              detail:
                'Un minuto; el registro vencido se elimina la próxima vez que el servicio ' +
                'cuenta una solicitud.',
            },
            {
              term: 'Informes de seguridad',
              detail: `Los ${number(retention.cspReports)} informes más recientes; los más antiguos se eliminan a medida que llegan otros nuevos. No contienen ninguna dirección IP.`,
            },
            {
              term: 'Su país, para la moneda',
              detail: 'No se conserva: queda en la memoria de su navegador durante la visita.',
            },
            {
              term: 'Recuentos de lecturas del blog',
              detail: `El recuento de cada publicación por día, durante ${number(retention.readCountDays)} días: el periodo del que se eligen las publicaciones más leídas. Los códigos que indican si un visitante ya se contó, hasta el final de su día (UTC).`,
            },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Sus derechos',
      blocks: [
        {
          kind: 'text',
          text:
            'Viva donde viva, puede preguntarnos qué datos tenemos sobre usted. Cuando se ' +
            'aplica el Reglamento General de Protección de Datos (RGPD, en la Unión Europea o ' +
            'el Reino Unido), tiene derecho a:',
        },
        {
          kind: 'list',
          items: [
            'acceso: obtener una copia de los datos que tenemos sobre usted;',
            'rectificación: que se corrijan si son inexactos o están incompletos;',
            'supresión: que se eliminen;',
            'limitación: que se restrinja su uso, por ejemplo mientras se resuelve una duda sobre ellos;',
            'portabilidad: recibir lo que nos dio en un formato común y legible por máquina, o que se lo enviemos a otra persona;',
            'oposición: oponerse a que los usemos cuando nos basamos en nuestro interés legítimo;',
            'retirar su consentimiento en cualquier momento, sin que ello afecte a lo realizado antes.',
          ],
        },
        {
          kind: 'text',
          text:
            `Para ejercer cualquiera de estos derechos, escriba a ${email}. Respondemos en un ` +
            'plazo de un mes y podemos pedirle que confirme que la dirección de correo es suya ' +
            'antes de actuar.',
        },
        {
          kind: 'text',
          text:
            'También tiene derecho a presentar una reclamación ante una autoridad de control de ' +
            'protección de datos, en particular la del país donde vive o trabaja o donde ' +
            'considera que se vulneraron sus derechos. Le agradeceríamos que nos diera antes la ' +
            'oportunidad de resolver su inquietud.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Niñas y niños',
      blocks: [
        {
          kind: 'text',
          text:
            `${p} está pensado para estudiantes de los grados 5 a 12, pero nuestros ` +
            'formularios son para adultos y adolescentes. Los menores de 13 años no deben ' +
            `enviarnos ningún formulario por su cuenta, tampoco la lista de espera de ${p} para ` +
            'Particulares, que es para madres, padres y tutores: pidan a uno de ellos o a un ' +
            'docente que nos escriba.',
        },
        {
          kind: 'text',
          text:
            'No recogemos a sabiendas datos personales de menores de 13 años, como exige la ley ' +
            'estadounidense de protección de la privacidad infantil en internet (COPPA). Si ' +
            'sabemos que un menor de 13 años nos ha enviado datos, los eliminamos.',
        },
        {
          kind: 'text',
          text:
            'Si usted es madre, padre o tutor y cree que su hijo o hija nos ha enviado datos, ' +
            `puede pedir verlos y que se eliminen: escriba a ${email} indicando el nombre y el ` +
            'correo electrónico que se usaron. Una vez confirmado que usted es su madre, padre o ' +
            `tutor, los eliminamos en un plazo de ${number(5)} días hábiles y le avisamos ` +
            'cuando esté hecho.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en este aviso',
      blocks: [
        {
          kind: 'text',
          text:
            'Si cambiamos lo que recogemos o quién lo recibe, actualizaremos este aviso y su ' +
            'fecha antes de que el cambio entre en vigor.',
        },
      ],
    },
  ],
}
