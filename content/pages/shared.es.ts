// What the Spanish page copy shares: derived figures, calls to action and the base content it
// draws on. Numbers come from site.ts (figures: facts.ts, written with format.ts), addresses from
// paths.ts. Phrases such as `upTo` and `earlyYears` are built to follow "de" and "en":
// "subvenciones de hasta un 75 %", "en los años 1 a 3".
import { formatters } from '../format'
import { paths } from '../paths'
import { claims, grant, pricing, site } from '../site'
import type { Cta, PageContent } from '../types'
import { comingSoonLabel, worlds } from '../worlds'
import { syllabusPaths } from '../syllabus-paths'
import type * as en from './shared'

const format = formatters('es')
const { number } = format

export const p = site.productName
export const svsName = `${p} para escuelas`
export const sviName = `${p} para particulares`

/** Groups digits the Spanish way: 10000 gives '10.000'; four digits stay together (2000). */
export const grouped = format.grouped
/** US dollars, whole: '6000 US$'. */
export const usd = format.usd

export const [earlyTier, laterTier] = pricing.grantTiers
export const annualLicense = usd(pricing.annualLicencePerLab)
export const earlyYears = `los años ${number(earlyTier.fromYear)} a ${number(earlyTier.toYear)}`
export const laterYears = `los años ${number(laterTier.fromYear)} a ${number(laterTier.toYear)}`
export const upTo = `hasta un ${format.percent(grant.maxGrantPercent)}`
export const schoolsPerCountry = grouped(grant.schoolsPerCountry)
export const certificationFrom = usd(pricing.certificationFrom)

export const worldsOnline = worlds.filter((world) => !world.coming)
export const worldsComing = worlds.filter((world) => world.coming)

export const getInTouch: Cta = { kind: 'modal', label: 'Contáctenos', modal: 'schoolContact' }
export const connectWithUs: Cta = {
  kind: 'modal',
  label: 'Conéctese con nosotros',
  modal: 'connectWithUs',
}
export const joinWaitlist: Cta = {
  kind: 'modal',
  label: 'Únase a la lista de espera',
  modal: 'waitlist',
}
export const applyForGrant: Cta = {
  kind: 'modal',
  label: 'Solicite la subvención',
  modal: 'grantApplication',
}
export const viewCountryList: Cta = { kind: 'link', label: 'Ver la lista', to: paths.countryList }

export const faqHeading: typeof en.faqHeading = 'Preguntas frecuentes'

export const contactPage: typeof en.contactPage = {
  theme: 'info',
  title: 'Contacto',
  description:
    `Reserve una demostración de ${p} para su escuela, explore una alianza o haga una ` +
    'pregunta como estudiante o padre de familia. Comuníquese con nuestro equipo por correo ' +
    'electrónico o en redes sociales.',
  eyebrow: 'Contacto',
  heading: 'Hablemos de ciencia',
  intro:
    'Ya sea que dirija una escuela, quiera crear algo con nosotros o simplemente sienta ' +
    'curiosidad, la persona indicada de nuestro equipo está a un clic de distancia.',
  sections: [
    {
      id: 'schools',
      eyebrow: 'Para escuelas',
      heading: 'Vea un laboratorio de realidad virtual en acción',
      body:
        'Si usted es directivo escolar, jefe de ciencias o forma parte del equipo de TI, ' +
        'reserve una demostración en vivo y le mostraremos los mundos, el panel del docente ' +
        `y la subvención que puede cubrir ${upTo} de un nuevo laboratorio.`,
      ctas: [{ kind: 'modal', label: 'Reserve una demostración', modal: 'schoolDemo' }],
    },
    {
      id: 'partners',
      eyebrow: 'Para socios',
      heading: 'Impulse el aprendizaje inmersivo con nosotros',
      body:
        'Redes educativas, distribuidores, empresas de tecnología y fundaciones: cuéntenos ' +
        'cómo le gustaría colaborar y encontraremos la mejor manera de llevar ' +
        `${p} a su región.`,
      ctas: [{ kind: 'modal', label: 'Explore las alianzas', modal: 'partnership' }],
    },
    {
      id: 'students',
      eyebrow: 'Para estudiantes y familias',
      heading: 'Pregúntenos lo que quiera',
      body:
        '¿Se pregunta cómo funciona el aprendizaje en realidad virtual, si es seguro o cuándo ' +
        'podrá probarlo en casa? Envíenos su pregunta y le responderá una persona de verdad.',
      ctas: [{ kind: 'modal', label: 'Envíe una consulta', modal: 'generalInquiries' }],
    },
    {
      id: 'reach-us',
      heading: 'Escríbanos directamente',
      body:
        `¿Prefiere el correo electrónico? Escriba a ${site.contactEmail} y le responderemos ` +
        'pronto. Para noticias, nuevos mundos e historias del aula, síganos en redes sociales.',
      items: site.social.map((link) => ({ title: link.label, to: link.href })),
      ctas: [{ kind: 'link', label: site.contactEmail, to: `mailto:${site.contactEmail}` }],
    },
  ],
} satisfies Omit<PageContent, 'path'>

export { claims, comingSoonLabel, grant, paths, pricing, site, syllabusPaths, worlds }
