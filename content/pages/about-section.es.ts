// The shared About section at the foot of every page but /partnerwithus, in Spanish.
import { claims, grouped, p } from './shared'
import type * as en from './about-section'

export const aboutSection: typeof en.aboutSection = {
  heading: `Acerca de ${p}`,
  description:
    `${p} es una plataforma de aprendizaje inmersivo en realidad virtual que convierte las ` +
    'ciencias escolares en lugares a los que los estudiantes pueden entrar. En BioVerse, ' +
    'ChemVerse, AtomVerse y SpaceVerse, estudiantes de los grados 5 a 12 recorren una célula ' +
    'viva, realizan reacciones demasiado peligrosas para un laboratorio escolar, trazan ' +
    'campos magnéticos y pisan la Luna, con tutores con IA, cuestionarios en 3D y analíticas ' +
    'que muestran a los docentes exactamente en qué punto está cada estudiante.\n\n' +
    'Nuestra misión es que un laboratorio de ciencias de primer nivel esté al alcance de ' +
    'todas las escuelas, no solo de las pocas que pueden costearlo. Con ' +
    `${grouped(claims.experiences)} experiencias, ${claims.practicals} prácticas y ` +
    `contenido alineado con ${claims.curricula} currículos en ${claims.languages} idiomas, ` +
    'además de un programa de subvenciones gestionado con una federación mundial de STEM, ' +
    'trabajamos con escuelas, docentes, familias y socios para que la curiosidad sea el ' +
    'punto de partida de cada clase.',
  getInvolvedHeading: 'Participe',
  getInvolvedText:
    'Lleve un laboratorio de realidad virtual a su escuela, asóciese con nosotros en su ' +
    'región o simplemente háganos una pregunta. Déjenos sus datos y nuestro equipo se ' +
    'pondrá en contacto con usted muy pronto.',
}
