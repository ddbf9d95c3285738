// What the page copy shares: derived figures, calls to action and the base content it draws on.
// Numbers come from site.ts (figures: facts.ts, written with format.ts), addresses from paths.ts.
import { formatters } from '../format'
import { paths } from '../paths'
import { claims, grant, pricing, site } from '../site'
import type { Cta, PageContent } from '../types'
import { comingSoonLabel, worlds } from '../worlds'
import { syllabusPaths } from '../syllabus-paths'

const format = formatters('en')

export const p = site.productName
export const svsName = `${p} for Schools`
export const sviName = `${p} for Individuals`

/** Groups digits in threes: 6000 gives '6,000' and '2000+' gives '2,000+'. */
export const grouped = format.grouped
/** US dollars, whole: '$6,000'. */
export const usd = format.usd

export const [earlyTier, laterTier] = pricing.grantTiers
export const annualLicense = usd(pricing.annualLicencePerLab)
export const earlyYears = `years ${earlyTier.fromYear} to ${earlyTier.toYear}`
export const laterYears = `years ${laterTier.fromYear} to ${laterTier.toYear}`
export const upTo = `up to ${format.percent(grant.maxGrantPercent)}`
export const schoolsPerCountry = grouped(grant.schoolsPerCountry)
export const certificationFrom = usd(pricing.certificationFrom)

export const worldsOnline = worlds.filter((world) => !world.coming)
export const worldsComing = worlds.filter((world) => world.coming)

export const getInTouch: Cta = { kind: 'modal', label: 'Get in Touch', modal: 'schoolContact' }
export const connectWithUs: Cta = {
  kind: 'modal',
  label: 'Connect With Us',
  modal: 'connectWithUs',
}
export const joinWaitlist: Cta = { kind: 'modal', label: 'Join the Waitlist', modal: 'waitlist' }
export const applyForGrant: Cta = {
  kind: 'modal',
  label: 'Apply for the Grant',
  modal: 'grantApplication',
}
export const viewCountryList: Cta = { kind: 'link', label: 'View List', to: paths.countryList }

export const faqHeading: string = 'Frequently asked questions'

export const contactPage = {
  theme: 'info',
  title: 'Contact Us',
  description:
    `Book a ${p} demo for your school, explore a partnership or ask a question as a ` +
    'student or parent. Reach our team by e-mail or on social media.',
  eyebrow: 'Contact Us',
  heading: 'Let’s Talk Science',
  intro:
    'Whether you lead a school, want to build something with us or are simply curious, the ' +
    'right person on our team is one click away.',
  sections: [
    {
      id: 'schools',
      eyebrow: 'For Schools',
      heading: 'See a VR Lab in Action',
      body:
        'School leaders, science heads and IT teams: book a live demo and we will walk you ' +
        'through the worlds, the teacher dashboard and the grant that can cover ' +
        `${upTo} of a new lab.`,
      ctas: [{ kind: 'modal', label: 'Book a Demo', modal: 'schoolDemo' }],
    },
    {
      id: 'partners',
      eyebrow: 'For Partners',
      heading: 'Grow Immersive Learning With Us',
      body:
        'Education networks, distributors, technology companies and foundations: tell us how ' +
        `you would like to work together and we will find the right fit for ${p} in your region.`,
      ctas: [{ kind: 'modal', label: 'Explore Partnerships', modal: 'partnership' }],
    },
    {
      id: 'students',
      eyebrow: 'For Students & Parents',
      heading: 'Ask Us Anything',
      body:
        'Wondering how VR learning works, whether it is safe or when you can try it at home? ' +
        'Send us your question and a real person will answer it.',
      ctas: [{ kind: 'modal', label: 'Send an Inquiry', modal: 'generalInquiries' }],
    },
    {
      id: 'reach-us',
      heading: 'Reach Us Directly',
      body:
        `Prefer e-mail? Write to ${site.contactEmail} and we will get back to you soon. ` +
        'For news, new worlds and classroom stories, follow us on social media.',
      items: site.social.map((link) => ({ title: link.label, to: link.href })),
      ctas: [{ kind: 'link', label: site.contactEmail, to: `mailto:${site.contactEmail}` }],
    },
  ],
} satisfies Omit<PageContent, 'path'>

export { claims, comingSoonLabel, grant, paths, pricing, site, syllabusPaths, worlds }
