// La declaración de accesibilidad (véase accessibility.ts: misma forma, mismos hechos).
import { formatters } from '../format'
import { inEveryLanguage } from '../language-names.es'
import { paths } from '../paths'
import { site } from '../site'
import type { DocumentPage } from '../types'

const p = site.productName
const email = site.contactEmail
const { number, date: longDate } = formatters('es')
const statementDate = '2026-11-24'
const reviewDate = '2026-11-24'

export const page: DocumentPage = {
  path: paths.accessibility,
  theme: 'info',
  title: 'Declaración de accesibilidad',
  description:
    `Qué tan accesible es el sitio web de ${p}: su conformidad con las WCAG 2.2 nivel AA, cómo ` +
    'lo comprobamos, las limitaciones conocidas con sus alternativas y cómo informarnos de un ' +
    'problema.',
  eyebrow: 'Accesibilidad',
  heading: 'Declaración de accesibilidad',
  intro:
    `En ${p} queremos que todos los estudiantes, familias, docentes y directivos escolares ` +
    'puedan usar este sitio web, cualesquiera que sean sus capacidades y su forma de navegar. ' +
    'Esta declaración explica hasta dónde hemos llegado, qué falta todavía y cómo avisarnos de ' +
    'una barrera.',
  dates: [
    { label: 'Fecha de la declaración', date: statementDate },
    { label: 'Última revisión', date: reviewDate },
  ],
  contentsLabel: 'En esta página',
  sections: [
    {
      id: 'commitment',
      heading: 'Nuestro compromiso',
      blocks: [
        {
          kind: 'text',
          text:
            `${p} crea laboratorios de ciencias inmersivos para estudiantes de los grados 5 a ` +
            '12, y este sitio web es para todas las personas que quieran conocerlos, también ' +
            'para quienes usan el teclado en lugar del ratón, un lector de pantalla, una lupa, ' +
            'el control por voz o los ajustes de su sistema para reducir el movimiento y ' +
            'aumentar el contraste.',
        },
        { kind: 'text', text: 'Lo que hacemos al respecto:' },
        {
          kind: 'list',
          items: [
            'Diseñamos y desarrollamos conforme a las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA.',
            'Cada página y cada cuadro de diálogo se comprueban automáticamente antes de publicar un cambio, y todos los recorridos se han hecho solo con el teclado.',
            `Todas las páginas existen ${inEveryLanguage} (el árabe, de derecha a izquierda) y declaran su idioma, para que los lectores de pantalla las pronuncien correctamente; los pocos textos que solo existen en inglés están marcados como tales.`,
            'Respetamos sus ajustes: con el movimiento reducido activado, los carruseles no se mueven solos y las transiciones son instantáneas; en el modo de alto contraste (colores forzados), el contorno de foco conserva el color de su sistema.',
            'Corregimos los problemas que conocemos y publicamos en esta página los que siguen pendientes.',
          ],
        },
      ],
    },
    {
      id: 'conformance',
      heading: 'Estado de conformidad',
      blocks: [
        {
          kind: 'text',
          text:
            'Las Pautas de Accesibilidad para el Contenido Web (WCAG) establecen cómo hacer ' +
            'que el contenido web sea accesible para las personas con discapacidad. Definen ' +
            'tres niveles de conformidad: A, AA y AAA.',
        },
        {
          kind: 'text',
          text:
            `El sitio web de ${p} es parcialmente conforme con las WCAG 2.2 nivel AA. ` +
            'Parcialmente conforme significa que algunas partes del contenido todavía no ' +
            'cumplen plenamente la norma. Las que conocemos figuran en «Limitaciones ' +
            'conocidas», cada una con una forma de sortearla.',
        },
        {
          kind: 'link',
          text: 'Nuestro informe de conformidad de accesibilidad, criterio por criterio, con las pruebas de cada uno: Centro de confianza',
          to: paths.trust,
        },
      ],
    },
    {
      id: 'assessment',
      heading: 'Cómo evaluamos este sitio web',
      blocks: [
        {
          kind: 'text',
          text:
            `El equipo de ${p} evaluó el sitio por su cuenta (una autoevaluación), con pruebas ` +
            'automáticas que se ejecutan en cada cambio y un recorrido manual con el teclado de ' +
            'todos los flujos. Ninguna organización externa lo ha auditado todavía.',
        },
      ],
      parts: [
        {
          id: 'automated-tests',
          heading: 'Pruebas automáticas en cada cambio',
          blocks: [
            {
              kind: 'text',
              text: 'Nuestro conjunto de pruebas se ejecuta en el navegador Chromium y debe superarse antes de publicar cualquier cambio. Incluye:',
            },
            {
              kind: 'list',
              items: [
                `axe, el verificador de accesibilidad de código abierto, en todas las páginas del sitio, alternando el ancho de un teléfono (${number(390)} píxeles) y el de un computador (${number(1280)} píxeles), de modo que ambos anchos cubren cada tipo de página; y en todos los cuadros de diálogo, abiertos con su formulario, reproductor de video o agenda en su lugar. Cualquier hallazgo grave o crítico hace fallar las pruebas.`,
                `En cada página: un solo encabezado principal, niveles de encabezado que nunca se saltan un nivel, ningún identificador repetido, un destino para cada enlace interno y ningún desplazamiento horizontal a ${number(320)} píxeles de ancho (el de una pantalla grande con un zoom del ${number(400)} %).`,
                `En cada página, en español, inglés y árabe, y con el menú Explorar y cada cuadro de diálogo abiertos: el espaciado de texto ampliado que fijan algunas herramientas de lectura (interlineado de 1,5 y espacio entre letras de 0,12, entre palabras de 0,16 y entre párrafos de 2 veces el tamaño del texto) a ${number(320)} y ${number(1280)} píxeles, sin texto cortado, sin texto sobre otro texto y sin desplazamiento horizontal; y el contraste del texto de la primera pantalla, medido en los píxeles que hay detrás de sus letras, degradados incluidos.`,
                `El contorno de foco, medido en capturas de una muestra de páginas y de un cuadro de diálogo: debe destacar con un contraste de ${number(3)}:1 o más frente a todo lo que lo rodea. La cifra más baja medida es ${number(3.33)}:1.`,
                'Pruebas de teclado que repiten los pasos más delicados del recorrido descrito abajo, y pruebas de que los lectores de pantalla anuncian lo que cambia en la página (resultados de búsqueda, un formulario enviado, una página nueva).',
                `El validador HTML del W3C (Nu) en todas las páginas, y la auditoría de accesibilidad de Lighthouse en la página de inicio, que debe obtener ${number(100)} puntos.`,
              ],
            },
          ],
        },
        {
          id: 'keyboard-walkthrough',
          heading: 'Recorrido con el teclado',
          blocks: [
            {
              kind: 'text',
              text:
                `El ${longDate(statementDate)} recorrimos todos los flujos del sitio solo con el ` +
                'teclado (Tab, Mayús+Tab, Intro, Espacio, Esc, las flechas, Inicio y Fin), en ' +
                `Chromium a ${number(1280)} píxeles de ancho y, para el enlace para saltar ` +
                `al contenido, el menú Explorar y un paso por todas las páginas, a ${number(390)} ` +
                'píxeles, el ancho de un teléfono. Después de cada tecla anotamos dónde estaba el ' +
                'foco y el rol y el nombre que le da el navegador, que es lo que dice un lector ' +
                'de pantalla. Recorrimos:',
            },
            {
              kind: 'list',
              items: [
                'el enlace para saltar al contenido, los menús del encabezado y el menú Explorar;',
                'los carruseles de la página de inicio, sus cuadros de diálogo y la oferta para pioneros;',
                'todos los formularios de principio a fin, en la página y en cuadros de diálogo: con errores, con un envío correcto y con uno fallido;',
                `las búsquedas de países y de temas, las pestañas y las preguntas de ${p} para escuelas, el blog con su buscador y una publicación con sus botones para compartir;`,
                `una página de mundo y su tráiler, el pie de página, la pantalla de página no encontrada y, con Tab de arriba abajo, ${number(20)} páginas en ambos anchos.`,
              ],
            },
            {
              kind: 'text',
              text:
                'El resultado: después de cada tecla, el foco estaba en algo visible y nunca se ' +
                'perdió. Tres lugares donde el foco se perdía o quedaba oculto se corrigieron ' +
                'durante el recorrido: el enlace «Contáctenos» del encabezado, el botón de envío ' +
                'de todos los formularios y el buscador del blog. Lo que sigue pendiente figura ' +
                'más abajo. Esta declaración y el aviso de privacidad se recorrieron de la misma ' +
                'manera al publicarse.',
            },
          ],
        },
        {
          id: 'not-yet-checked',
          heading: 'Lo que aún no hemos comprobado',
          blocks: [
            {
              kind: 'list',
              items: [
                'Todavía no hemos hecho pruebas con los propios lectores de pantalla (NVDA, JAWS, VoiceOver, TalkBack), ni con control por voz o ampliadores de pantalla: el recorrido lee lo que el navegador les entrega.',
                'Las pruebas automáticas se ejecutan solo en Chromium; Firefox y Safari no se han probado.',
                'Ningún grupo de personas con discapacidad ha revisado todavía el sitio.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'limitations',
      heading: 'Limitaciones conocidas',
      blocks: [
        {
          kind: 'text',
          text: 'Pese a nuestros esfuerzos, algunas partes del sitio todavía no son plenamente accesibles. Estas son las que conocemos, cada una con una forma de sortearla mientras la corregimos:',
        },
        {
          kind: 'facts',
          items: [
            {
              term: 'Carrusel de últimas publicaciones, página de inicio',
              detail:
                'Cuando el carrusel ha dado la vuelta después de su última publicación, Tab ' +
                'recorre las publicaciones en el orden de la lista y no de izquierda a derecha ' +
                'como se muestran. Alternativa: todas las publicaciones aparecen en orden en la ' +
                'página Innovación e investigación (el blog).',
            },
            {
              term: 'Tráileres de los mundos',
              detail:
                `Los tráileres son clips de ${number(6)} segundos sin sonido, y cada uno lleva el ` +
                'nombre de su mundo, pero ningún texto describe lo que muestra. Alternativa: el ' +
                'nombre y la descripción del mundo están en su página como texto.',
            },
            {
              term: 'Confirmación tras enviar un formulario',
              detail:
                'Tras un envío correcto, la confirmación aparece encima del botón de envío y ' +
                'puede empujarlo justo por debajo del borde de la ventana, fuera de la vista ' +
                'mientras conserva el foco. La confirmación sí se anuncia. Alternativa: ' +
                'desplácese un poco hacia abajo para volver a ver el botón.',
            },
            {
              term: `«Conecte con nosotros» en ${p} para escuelas`,
              detail:
                'El botón abre un cuadro de diálogo titulado «Contáctenos», de modo que los dos ' +
                'nombres no coinciden. Alternativa: no hace falta ninguna para usarlo; el cuadro ' +
                'contiene el formulario de contacto esperado.',
            },
            {
              term: `Pestañas de ${p} para escuelas, en un teléfono`,
              detail:
                `A ${number(390)} píxeles de ancho, cuando Tab llega al panel de las ` +
                'pestañas, su borde superior queda bajo el encabezado fijo en la parte superior ' +
                'de la pantalla; el resto del panel está a la vista. Alternativa: desplácese un ' +
                'poco hacia arriba o gire el teléfono en horizontal.',
            },
            {
              term: 'Calendario de reservas',
              detail:
                'El calendario de «Programe una reunión» es de Calendly, un tercero: no ' +
                'controlamos su accesibilidad ni lo hemos probado. Alternativa: el cuadro de ' +
                `diálogo también enlaza a la página de reservas; o escriba a ${email} con los ` +
                'horarios que le convengan y nosotros reservaremos la reunión por usted.',
            },
            {
              term: 'Contenido solo en inglés',
              detail:
                'Las listas de temas de los currículos y algunas publicaciones del blog solo ' +
                'existen en inglés. Están marcadas como texto en inglés, para que los lectores ' +
                'de pantalla las lean en inglés, y la página lo indica en su propio idioma.',
            },
          ],
        },
      ],
    },
    {
      id: 'compatibility',
      heading: 'Compatibilidad con navegadores y tecnologías de apoyo',
      blocks: [
        { kind: 'text', text: 'El sitio web está diseñado para funcionar con:' },
        {
          kind: 'list',
          items: [
            'versiones recientes de Chrome, Edge, Firefox y Safari, en computadores, tabletas y teléfonos;',
            'lectores de pantalla: NVDA y JAWS en Windows, VoiceOver en macOS, iPhone y iPad, y TalkBack en Android;',
            `el teclado solo, ampliadores de pantalla, el zoom del navegador hasta el ${number(400)} % y los ajustes del sistema para reducir el movimiento y aumentar el contraste.`,
          ],
        },
        {
          kind: 'text',
          text:
            'No está diseñado para Internet Explorer ni para navegadores con más de unos dos ' +
            'años de antigüedad. Los formularios, cuadros de diálogo, menús y carruseles ' +
            'necesitan JavaScript; el texto y los enlaces de cada página están en su HTML y se ' +
            'pueden leer sin él. Hasta ahora solo se ha probado en Chromium (véase más arriba).',
        },
      ],
    },
    {
      id: 'technical-specifications',
      heading: 'Especificaciones técnicas',
      blocks: [
        {
          kind: 'text',
          text: 'La accesibilidad del sitio web depende de que las siguientes tecnologías funcionen con su navegador y con cualquier tecnología de apoyo instalada en su dispositivo:',
        },
        {
          kind: 'list',
          items: [
            'HTML, para la estructura y el significado de cada página;',
            'CSS, para su diseño y presentación;',
            'WAI-ARIA, para los roles, nombres y estados de menús, cuadros de diálogo, pestañas y carruseles;',
            'JavaScript, para lo que responde a sus acciones.',
          ],
        },
        {
          kind: 'text',
          text: 'Nos apoyamos en estas tecnologías para cumplir con las WCAG 2.2.',
        },
      ],
    },
    {
      id: 'feedback',
      heading: 'Comentarios y contacto',
      blocks: [
        {
          kind: 'text',
          text:
            `Sus comentarios sobre la accesibilidad de ${p} son bienvenidos. Si encuentra una ` +
            'barrera, algo incorrecto en esta página o necesita alguno de nuestros contenidos ' +
            `en otro formato, escriba a ${email}.`,
        },
        {
          kind: 'text',
          text:
            'Nos ayuda saber en qué página estaba, qué intentaba hacer y qué navegador y ' +
            'tecnología de apoyo utiliza.',
        },
        {
          kind: 'text',
          text: `Respondemos en un plazo de ${number(5)} días hábiles.`,
        },
      ],
    },
    {
      id: 'about-this-statement',
      heading: 'Sobre esta declaración',
      blocks: [
        {
          kind: 'text',
          text:
            `Esta declaración se redactó el ${longDate(statementDate)}. Se basa en una ` +
            `autoevaluación del equipo de ${p}: las pruebas automáticas descritas arriba, que se ` +
            'ejecutan en cada cambio, y el recorrido con el teclado del mismo día.',
        },
        {
          kind: 'text',
          text:
            `Se revisó por última vez el ${longDate(reviewDate)}. La revisamos cada vez que un ` +
            'cambio en el sitio afecta a la accesibilidad, y al menos una vez al año.',
        },
      ],
    },
  ],
}
