import type { PageContent } from '../types'
import { claims, grouped, p, paths, upTo } from './shared'

export const page: PageContent = {
  path: paths.partner,
  theme: 'info',
  title: 'Partner With Us',
  description:
    `Partner with ${p} to bring immersive VR science labs to schools in your region, as a ` +
    'Regional Associate Partner or collaborator.',
  eyebrow: 'Partner With Us',
  heading: 'Bring Immersive Science to Your Region',
  intro:
    'We work with education networks, distributors and technology companies who want every ' +
    'school they serve to have a world-class science lab.',
  heroCtas: [{ kind: 'link', label: 'Become a Partner', to: '#become-a-partner' }],
  sections: [
    {
      id: 'benefits',
      eyebrow: 'Why partner',
      heading: 'Benefits of Partnering',
      items: [
        {
          title: 'A proven product',
          text: `${grouped(claims.experiences)} experiences, ready for schools from day one.`,
        },
        {
          title: 'Grant-backed demand',
          text: `Grants of ${upTo} make the decision easier for the schools you serve.`,
        },
        {
          title: 'Training and materials',
          text: 'Sales, demo and technical training, with co-branded marketing support.',
        },
        {
          title: 'Recurring revenue',
          text: 'Per-lab licenses that renew every year as schools grow their labs.',
        },
      ],
    },
    {
      id: 'ideal-profile',
      eyebrow: 'Who we look for',
      heading: 'Our Ideal Partner',
      items: [
        { title: 'Rooted in education', text: 'Established relationships with schools.' },
        {
          title: 'Regional reach',
          text: 'A team able to cover a country, state or city.',
        },
        {
          title: 'Technical capability',
          text: 'Able to install and support devices on site.',
        },
        {
          title: 'Shared values',
          text: 'A commitment to accessible, high-quality science education.',
        },
      ],
    },
    {
      id: 'regional-associate-partner',
      eyebrow: 'Program',
      heading: 'Regional Associate Partner',
      body:
        `As a Regional Associate Partner you represent ${p} in your region: you introduce ` +
        'schools to VR learning, support their grant applications and help set up their ' +
        'labs, backed by our team at every step.',
    },
    {
      id: 'become-a-partner',
      heading: 'Become a partner',
      body:
        'Tell us about your organization, where you work and the schools you serve. We ' +
        'review every application and reply with next steps.',
    },
  ],
}
