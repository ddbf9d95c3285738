import type { PageContent } from '../types'
import { p, paths, site } from './shared'

export const page: PageContent = {
  path: paths.support,
  theme: 'info',
  title: 'Soporte y comunidad',
  description:
    `Guías, planes de clase, tutoriales y ayuda técnica para las escuelas que usan ${p}, y ` +
    'próximamente un foro para la comunidad de docentes de ciencias con realidad virtual.',
  eyebrow: 'Soporte y comunidad',
  heading: 'Ayuda cuando la necesite, comunidad cuando la quiera',
  intro:
    'Todo lo que sus docentes y su equipo de TI necesitan para que el laboratorio de realidad ' +
    'virtual funcione sin contratiempos, y un lugar para compartir lo que da resultado.',
  sections: [
    {
      id: 'resources',
      eyebrow: 'Recursos',
      heading: 'Recursos para cada función',
      items: [
        {
          title: 'Guías de inicio',
          text: 'Configure los visores, inscriba a sus grupos y dirija su primera sesión paso a paso.',
        },
        {
          title: 'Planes de clase',
          text:
            'Planes listos para usar que acompañan cada experiencia con preguntas para el debate ' +
            'y actividades.',
        },
        {
          title: 'Tutoriales en video',
          text: 'Recorridos breves por el panel del docente, las analíticas y los cuestionarios.',
        },
        {
          title: 'Ayuda técnica',
          text:
            'Solución de problemas, gestión de dispositivos y requisitos de red para el personal ' +
            'de TI.',
        },
      ],
    },
    {
      id: 'forum',
      eyebrow: 'Comunidad',
      heading: 'Foro de docentes',
      body:
        'Un espacio para que los docentes intercambien ideas para sus clases, hagan preguntas y ' +
        'compartan experiencias del aula con colegas de todo el mundo.',
      ctas: [{ kind: 'disabled', label: 'Próximamente' }],
    },
    {
      // Not 'contact': the shared About section's form below owns that anchor (the header's
      // Get in Touch), and an id may appear once per page.
      id: 'support-contact',
      heading: '¿Todavía necesita ayuda?',
      body: `Escriba a ${site.contactEmail} o envíenos un mensaje y nuestro equipo le ayudará.`,
      ctas: [{ kind: 'modal', label: 'Escribir a soporte', modal: 'generalInquiries' }],
    },
  ],
}
