import type { PageContent } from '../types'
import { p, paths } from './shared'

export const page: PageContent = {
  path: paths.notFound,
  theme: 'plain',
  title: 'Página no encontrada',
  description:
    `No pudimos encontrar la página que buscaba. Vuelva a la página de inicio de ${p} para ` +
    'explorar nuestros mundos de ciencia inmersivos en realidad virtual.',
  heading: 'Página no encontrada',
  intro: 'Parece que esta página se perdió en el espacio. Volvamos a tierra firme.',
  // The screen is its image, heading and one line (docs/product.md): no other content.
  sections: [],
}

/** The screen is led by its image; this is its text. */
export const notFoundImageAlt = '404: un visor de realidad virtual que se aleja de una órbita rota'
