// Las observaciones del informe de conformidad de accesibilidad (content/acr/stemverse.yaml) en
// español, por número de criterio (véase acr-notes.ts). Cada una lleva en `en` el resumen del
// texto inglés que traduce: tests/trust/acr-notes.test.ts avisa cuando el inglés cambia.
import type * as en from './acr-notes'
import { formatters } from './format'

const { number, percent, usd } = formatters('es')

export const acrNotes: typeof en.acrNotes = {
  '1.1.1': {
    en: '66e54879',
    text:
      'Las imágenes tienen un texto alternativo o están marcadas como decorativas, lo que ' +
      'comprueba axe en cada página. El tráiler del cuadro de diálogo «Vea el tráiler» lleva ' +
      'el nombre de su mundo («Tráiler de BioVerse»).',
  },
  '1.2.1': {
    en: '20e047cc',
    text:
      `Los únicos vídeos son los tráileres de los mundos: clips de ${number(6)} segundos sin ` +
      'sonido. El nombre y la descripción de cada mundo están en su página como texto, pero ' +
      'ningún texto describe lo que muestra el tráiler.',
  },
  '1.2.2': {
    en: 'ae2026fd',
    text:
      'Ningún vídeo del sitio tiene sonido (docs/media.md), así que no hay nada que ' +
      'subtitular.',
  },
  '1.2.3': {
    en: '7446d844',
    text:
      'No hay contenido multimedia sincronizado (vídeo con sonido); los tráileres sin sonido ' +
      'se tratan en el criterio 1.2.1.',
  },
  '1.2.4': {
    en: '9eabf5da',
    text: 'No hay audio ni vídeo en directo.',
  },
  '1.2.5': {
    en: '17207018',
    text: 'No hay contenido multimedia sincronizado; los tráileres no tienen sonido.',
  },
  '1.3.1': {
    en: 'a946ff8b',
    text:
      'Encabezados, listas, tablas, puntos de referencia y campos con etiqueta, comprobados ' +
      'por axe y por las comprobaciones de la estructura de encabezados en cada página, en ' +
      'tres idiomas; la página de inicio mantiene su único h1 fuera del banner rotativo; las ' +
      'tablas de la propuesta conservan sus celdas de encabezado en cualquier ancho; un ' +
      `precio tachado se lee antes del precio que lo sustituye («antes ${usd(6000)}, ahora ` +
      `${usd(1500)}»). Las páginas propias del sitio cumplen el criterio; el cumplimiento es ` +
      'parcial solo porque el calendario de reservas de «Agende una reunión» es el marco de ' +
      'un tercero, que no se ha evaluado (WCAG 2.2, sección 5.4), con una alternativa al ' +
      'lado.',
  },
  '1.3.2': {
    en: 'f5fad231',
    text:
      'El orden de lectura es el del código, en ambas direcciones (de derecha a izquierda en ' +
      'árabe); el recorrido con el teclado lo siguió con Tab en cada página.',
  },
  '1.3.3': {
    en: '5e79f12c',
    text:
      'Las instrucciones nombran los campos y los botones por su texto visible, nunca solo ' +
      'por su forma, su color, su posición o un sonido.',
  },
  '1.3.4': {
    en: '7b09a154',
    text:
      'Cada página funciona con el ancho de un teléfono y con el de un ordenador, en ' +
      'cualquier orientación; ninguna está bloqueada en una.',
  },
  '1.3.5': {
    en: 'f4e00384',
    text:
      'Los campos sobre el visitante indican su finalidad para el autocompletado (nombre, ' +
      'correo electrónico, teléfono, organización, país).',
  },
  '1.4.1': {
    en: '7b554a72',
    text:
      'Los enlaces dentro del texto están subrayados; un campo con un error lo indica con ' +
      'palabras vinculadas al campo, no solo con el color.',
  },
  '1.4.2': {
    en: '2df9409e',
    text: 'En el sitio no se reproduce ningún audio; los tráileres no tienen sonido.',
  },
  '1.4.3': {
    en: '34f393b3',
    text:
      'El contraste del texto lo comprueba axe en cada página y cada cuadro de diálogo, y se ' +
      `mide a partir de los píxeles en cada página a ${number(1280)} píxeles, en tres ` +
      'idiomas: todo el texto de la primera pantalla y, más abajo, cada texto situado sobre ' +
      'un degradado o una imagen, o relleno con un degradado, frente a cada píxel que hay ' +
      `detrás de sus letras (${number(4.5)}:1, y ${number(3)}:1 para el texto grande; un ` +
      'relleno degradado, con cada uno de sus colores).',
  },
  '1.4.4': {
    en: '51922df6',
    text:
      `El tamaño del texto se indica en unidades relativas; con un zoom del ${percent(400)} ` +
      `(${number(320)} píxeles CSS), nada obliga a desplazarse en horizontal.`,
  },
  '1.4.5': {
    en: '7f8d6623',
    text: 'El texto es texto; la única imagen de texto es el logotipo.',
  },
  '1.4.10': {
    en: '95ed5bdd',
    text:
      `Cada página, en tres idiomas, cabe en ${number(320)} píxeles CSS (zoom del ` +
      `${percent(400)}) sin desplazamiento horizontal y sin nada cortado en ninguno de los ` +
      'bordes, también de derecha a izquierda; lo mismo ocurre con el menú del encabezado y ' +
      `con cada cuadro de diálogo, abiertos a ${number(320)} por ${number(700)} píxeles. La ` +
      `propuesta cabe en ${number(320)}, ${number(390)} y ${number(1280)} píxeles con ` +
      'cualquier combinación de sus opciones; su tabla de la licencia, una tabla de datos de ' +
      'cinco columnas, se desplaza en un teléfono dentro de su propio recuadro, enmarcado, ' +
      'con nombre y accesible con el teclado, como permite el criterio para las tablas de ' +
      'datos.',
  },
  '1.4.11': {
    en: '9185e476',
    text:
      `El indicador de foco tiene un contraste medido de ${number(3)}:1 o más frente a lo que ` +
      'lo rodea, en una muestra de páginas y en un cuadro de diálogo; axe comprueba los ' +
      'bordes de los campos y los controles.',
  },
  '1.4.12': {
    en: '76df9f83',
    text:
      'Cada página en tres idiomas, el menú y cada cuadro de diálogo se prueban con el ' +
      `espaciado del criterio (altura de línea de ${number(1.5)}, párrafos separados por ` +
      `${number(2)} em, espaciado entre letras de ${number(0.12)} em y entre palabras de ` +
      `${number(0.16)} em; el árabe, una escritura de letras unidas, sin el espaciado entre ` +
      `letras) a ${number(1280)} y a ${number(320)} píxeles: ningún texto queda cortado por ` +
      'su recuadro ni sobresale de él, ningún texto se dibuja sobre otro y ninguna página se ' +
      'desplaza en horizontal.',
  },
  '1.4.13': {
    en: '8c3bc1cf',
    text:
      'Los menús se abren con un clic o una tecla, no al pasar el puntero, permanecen ' +
      'abiertos mientras el puntero se mueve sobre ellos y se cierran con Escape. El sitio no ' +
      'tiene descripciones emergentes.',
  },
  '2.1.1': {
    en: '2968bdf4',
    text:
      'Todos los recorridos del sitio funcionan con el teclado (menús, cuadros de diálogo, ' +
      'carruseles, formularios, búsquedas, pestañas). El calendario de reservas, dentro del ' +
      'marco de «Agende una reunión», es de un tercero y no se ha probado; el cuadro de ' +
      'diálogo ofrece un enlace a la página de reservas y una dirección de correo ' +
      'electrónico.',
  },
  '2.1.2': {
    en: '9e20b40e',
    text:
      'Cada cuadro de diálogo se cierra con Escape y devuelve el foco al elemento que lo ' +
      'abrió; ninguna parte de las páginas propias del sitio retiene el foco. Dentro del ' +
      'marco de un tercero de «Agende una reunión» no se ha probado.',
  },
  '2.1.4': {
    en: 'ed376798',
    text: 'El sitio no define atajos de teclado.',
  },
  '2.2.1': {
    en: '6b0e07a4',
    text:
      'Nada de lo que hace el visitante tiene un límite de tiempo. Un envío fallido o que ' +
      'agota el tiempo de espera conserva todos los valores escritos, así que volver a ' +
      'intentarlo es un solo clic.',
  },
  '2.2.2': {
    en: 'c033def6',
    text:
      'Los carruseles tienen un control de pausa, se detienen mientras el puntero o el foco ' +
      'están sobre ellos y no se mueven cuando el visitante prefiere reducir el movimiento. ' +
      'El control del carrusel de los mundos también detiene y reanuda sus tráileres, que ' +
      'solo se reproducen mientras gira. Cualquier otra animación de la página de inicio se ' +
      `detiene en ${number(5)} segundos como máximo (el destello de los marcadores de ` +
      'posición del blog pasa tres veces).',
  },
  '2.3.1': {
    en: '1b520955',
    text: 'Nada destella; los tráileres se revisaron fotograma a fotograma cuando se crearon.',
  },
  '2.4.1': {
    en: 'e46a4e64',
    text:
      'Un enlace para saltar al contenido, lo primero a lo que llega Tab en cada página, ' +
      'lleva el foco al contenido principal.',
  },
  '2.4.2': {
    en: 'c7332589',
    text: 'Cada página tiene su propio título en su idioma.',
  },
  '2.4.3': {
    en: '268ac444',
    text:
      'El foco se mueve en el orden de la página, entra en los cuadros de diálogo y vuelve. ' +
      'Cuando el carrusel de últimas publicaciones de la página de inicio ha dado la vuelta, ' +
      'Tab sigue el orden de la lista y no el orden en pantalla.',
  },
  '2.4.4': {
    en: 'fce1b5fa',
    text:
      'Cada enlace tiene un nombre (axe lo comprueba en cada página) que dice adónde lleva, ' +
      'con su contexto.',
  },
  '2.4.5': {
    en: 'ae25f05d',
    text:
      'Se llega a cada página desde los menús del encabezado, el pie de página y el mapa del ' +
      'sitio.',
  },
  '2.4.6': {
    en: 'fb10f1e0',
    text:
      'Cada página tiene un único encabezado principal y no omite ningún nivel de encabezado; ' +
      'cada campo y cada cuadro de diálogo tienen su etiqueta.',
  },
  '2.4.7': {
    en: '8ffab2c0',
    text: 'Cada elemento que puede recibir el foco muestra el mismo contorno, dorado y oscuro.',
  },
  '2.4.11': {
    en: 'c724f838',
    text:
      'Tras un envío correcto, la confirmación puede empujar el botón de envío, que tiene el ' +
      'foco, justo por debajo del borde de la ventana. Con el ancho de un teléfono, el borde ' +
      'superior del panel de pestañas de la página para escuelas queda bajo el encabezado ' +
      'fijo.',
  },
  '2.5.1': {
    en: '9930b328',
    text:
      'Cada carrusel que se puede deslizar tiene también botones de anterior, de siguiente y ' +
      'de cada diapositiva.',
  },
  '2.5.2': {
    en: '1d2c47a8',
    text: 'Los controles son botones y enlaces nativos, que actúan al soltar el puntero.',
  },
  '2.5.3': {
    en: '4b2ae77a',
    text:
      'El nombre accesible de cada control empieza por las palabras que muestra: el selector ' +
      'de idioma del encabezado, que muestra «ES», se llama «ES, Idioma: Español». Lo ' +
      'comprueba en cada página la regla label-content-name-mismatch de axe, y una prueba ' +
      'propia lee el nombre del selector.',
  },
  '2.5.4': {
    en: 'a3f85164',
    text: 'Nada responde al movimiento o a la sacudida del dispositivo.',
  },
  '2.5.7': {
    en: 'e2ca4d5e',
    text: 'Deslizar un carrusel nunca es la única forma de moverlo; cada uno tiene botones.',
  },
  '2.5.8': {
    en: '01b2fd96',
    text:
      `Los objetivos miden al menos ${number(24)} por ${number(24)} píxeles CSS o tienen la ` +
      'separación que permite el criterio; los enlaces dentro del texto están exentos.',
  },
  '3.1.1': {
    en: '69b96474',
    text:
      'Cada página declara su idioma (en, es, ar o fr, con dirección de derecha a izquierda ' +
      'en árabe).',
  },
  '3.1.2': {
    en: '212e8773',
    text:
      'El contenido que solo existe en inglés (las listas de temas de los currículos, algunas ' +
      'publicaciones del blog) está marcado como inglés.',
  },
  '3.2.1': {
    en: '355961d2',
    text: 'El foco por sí solo nunca abre, envía ni mueve nada.',
  },
  '3.2.2': {
    en: '77cfee7a',
    text:
      'Escribir en un campo lo comprueba y puede filtrar una lista, pero nunca envía un ' +
      'formulario ni cambia de página.',
  },
  '3.2.3': {
    en: 'e8ace3ce',
    text:
      'El encabezado, sus menús y el pie de página son los mismos, en el mismo orden, en ' +
      'todas las páginas.',
  },
  '3.2.4': {
    en: '610bb2a1',
    text:
      'Los controles que hacen lo mismo tienen el mismo nombre. La única excepción está en ' +
      'las versiones en inglés y en francés, donde el botón de la página para escuelas que ' +
      'abre el formulario de contacto no se llama como el cuadro de diálogo que abre.',
  },
  '3.2.6': {
    en: '74b41011',
    text:
      'El botón «Contáctenos» del encabezado y la dirección de correo electrónico del pie de ' +
      'página están en el mismo lugar en todas las páginas.',
  },
  '3.3.1': {
    en: 'a2240ea9',
    text:
      'Un campo con un error se marca como no válido y dice qué está mal con palabras ' +
      'vinculadas a él.',
  },
  '3.3.2': {
    en: 'c8aef15d',
    text: 'Cada campo tiene una etiqueta visible; los campos obligatorios están marcados.',
  },
  '3.3.3': {
    en: '9540d808',
    text: 'Los mensajes de error dicen lo que se espera (un formato, una longitud, una opción).',
  },
  '3.3.4': {
    en: 'd2e4450b',
    text:
      'Ningún formulario supone un compromiso legal o económico, modifica datos guardados del ' +
      'visitante ni envía las respuestas de un examen; los formularios envían consultas y ' +
      'solicitudes que responde el equipo.',
  },
  '3.3.7': {
    en: 'f5ba77e0',
    text:
      'Un envío fallido conserva todos los valores escritos; la propuesta pasa el nombre de ' +
      'la escuela y las opciones elegidas al formulario de contacto.',
  },
  '3.3.8': {
    en: '601dc0f1',
    text: 'El sitio no tiene inicio de sesión.',
  },
  '4.1.2': {
    en: '05ae7995',
    text:
      'Elementos nativos y los patrones de la Guía de prácticas de autoría de ARIA (cuadro de ' +
      'diálogo, contenido desplegable, pestañas, acordeón, carrusel, cuadro combinado), ' +
      'comprobados por axe en cada página y cada cuadro de diálogo: el aria-controls de cada ' +
      'pestaña nombra un panel de la página; el punto del carrusel que corresponde a la ' +
      'diapositiva visible está marcado como actual, no como desactivado; el selector de ' +
      'idioma tiene un nombre en palabras; el reproductor del tráiler lleva el nombre de su ' +
      'mundo. Las páginas propias del sitio cumplen el criterio; el cumplimiento es parcial ' +
      'solo porque el marco del calendario de reservas es de un tercero y no se ha evaluado ' +
      '(WCAG 2.2, sección 5.4), con una alternativa al lado.',
  },
  '4.1.3': {
    en: 'c1a1a08c',
    text:
      'Los resultados de búsqueda, el envío de un formulario y la llegada a una página nueva ' +
      'se anuncian sin mover el foco cuando no conviene moverlo.',
  },
}
