// What the French page copy shares: derived figures, calls to action and the base content it
// draws on. Numbers come from site.ts (figures: facts.ts, written with format.ts), addresses from
// paths.ts. `upTo` reads "jusqu’à 75 %", to follow a verb or "allant": "des subventions allant
// jusqu’à 75 %", "couvrir jusqu’à 75 %"; `earlyYears` reads "les années 1 à 3", to follow
// "pendant" or "pour": "pendant les années 1 à 3".
import { formatters } from '../format'
import { paths } from '../paths'
import { claims, grant, pricing, site } from '../site'
import type { Cta, PageContent } from '../types'
import { comingSoonLabel, worlds } from '../worlds'
import { syllabusPaths } from '../syllabus-paths'
import type * as en from './shared'

const format = formatters('fr')
const { number } = format

export const p = site.productName
export const svsName = `${p} pour les établissements scolaires`
export const sviName = `${p} pour les particuliers`

/** Groups digits the French way: 6000 gives '6 000' (narrow no-break space). */
export const grouped = format.grouped
/** US dollars, whole: '6 000 $US'. */
export const usd = format.usd

export const [earlyTier, laterTier] = pricing.grantTiers
export const annualLicense = usd(pricing.annualLicencePerLab)
export const earlyYears = `les années ${number(earlyTier.fromYear)} à ${number(earlyTier.toYear)}`
export const laterYears = `les années ${number(laterTier.fromYear)} à ${number(laterTier.toYear)}`
export const upTo = `jusqu’à ${format.percent(grant.maxGrantPercent)}`
export const schoolsPerCountry = grouped(grant.schoolsPerCountry)
export const certificationFrom = usd(pricing.certificationFrom)

export const worldsOnline = worlds.filter((world) => !world.coming)
export const worldsComing = worlds.filter((world) => world.coming)

export const getInTouch: Cta = { kind: 'modal', label: 'Prendre contact', modal: 'schoolContact' }
export const connectWithUs: Cta = {
  kind: 'modal',
  label: 'Échanger avec nous',
  modal: 'connectWithUs',
}
export const joinWaitlist: Cta = {
  kind: 'modal',
  label: 'S’inscrire sur la liste d’attente',
  modal: 'waitlist',
}
export const applyForGrant: Cta = {
  kind: 'modal',
  label: 'Demander la subvention',
  modal: 'grantApplication',
}
export const viewCountryList: Cta = { kind: 'link', label: 'Voir la liste', to: paths.countryList }

export const faqHeading: typeof en.faqHeading = 'Questions fréquentes'

export const contactPage: typeof en.contactPage = {
  theme: 'info',
  title: 'Nous contacter',
  description:
    `Réservez une démonstration de ${p} pour votre établissement, étudiez un partenariat ou ` +
    'posez une question en tant qu’élève ou parent. Contactez notre équipe par e-mail ou sur ' +
    'les réseaux sociaux.',
  eyebrow: 'Nous contacter',
  heading: 'Parlons sciences',
  intro:
    'Que vous dirigiez un établissement, souhaitiez construire un projet avec nous ou soyez ' +
    'simplement curieux, la bonne personne de notre équipe est à un clic.',
  sections: [
    {
      id: 'schools',
      eyebrow: 'Pour les établissements',
      heading: 'Découvrez un laboratoire de réalité virtuelle en action',
      body:
        'Chefs d’établissement, responsables de sciences et équipes informatiques\u00A0: réservez ' +
        'une démonstration en direct et nous vous présenterons les univers, le tableau de bord ' +
        `de l’enseignant et la subvention qui peut couvrir ${upTo} d’un nouveau laboratoire.`,
      ctas: [{ kind: 'modal', label: 'Réserver une démonstration', modal: 'schoolDemo' }],
    },
    {
      id: 'partners',
      eyebrow: 'Pour les partenaires',
      heading: 'Développez l’apprentissage immersif avec nous',
      body:
        'Réseaux éducatifs, distributeurs, entreprises technologiques et fondations\u00A0: dites-nous ' +
        'comment vous aimeriez collaborer et nous trouverons la meilleure façon de déployer ' +
        `${p} dans votre région.`,
      ctas: [{ kind: 'modal', label: 'Découvrir les partenariats', modal: 'partnership' }],
    },
    {
      id: 'students',
      eyebrow: 'Pour les élèves et les parents',
      heading: 'Posez-nous vos questions',
      body:
        'Vous vous demandez comment fonctionne l’apprentissage en réalité virtuelle, s’il est ' +
        'sans danger ou quand vous pourrez l’essayer chez vous\u202F? Envoyez-nous votre question\u00A0: ' +
        'une vraie personne vous répondra.',
      ctas: [{ kind: 'modal', label: 'Envoyer une demande', modal: 'generalInquiries' }],
    },
    {
      id: 'reach-us',
      heading: 'Écrivez-nous directement',
      body:
        `Vous préférez l’e-mail\u202F? Écrivez à ${site.contactEmail} et nous vous répondrons ` +
        'rapidement. Pour les actualités, les nouveaux univers et les récits de classe, ' +
        'retrouvez-nous sur les réseaux sociaux.',
      items: site.social.map((link) => ({ title: link.label, to: link.href })),
      ctas: [{ kind: 'link', label: site.contactEmail, to: `mailto:${site.contactEmail}` }],
    },
  ],
} satisfies Omit<PageContent, 'path'>

export { claims, comingSoonLabel, grant, paths, pricing, site, syllabusPaths, worlds }
