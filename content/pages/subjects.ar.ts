import type { PageContent } from '../types'
import { claims, comingSoonLabel, p, paths, worldsComing, worldsOnline } from './shared'
import { claimValue, counted, curricula } from './wording.ar'

export const page: PageContent = {
  path: paths.subjects,
  theme: 'info',
  title: 'المواد الدراسية',
  description:
    `استكشف عوالم ${p}: BioVerse وChemVerse وAtomVerse وSpaceVerse متاحة الآن، ويأتي قريبًا ` +
    'GeoVerse لعلوم الأرض وmathVerse للرياضيات.',
  eyebrow: 'المواد الدراسية',
  heading: 'ستة عوالم، وكون واحد من العلوم',
  intro:
    'كل مادة دراسية عالمٌ تدخله بنفسك، له تجاربه واختباراته القصيرة وتجاربه العملية، ' +
    'وقد صُمّم حول الموضوعات التي يدرسها الطلاب في الفصل.',
  sections: [
    {
      id: 'worlds',
      eyebrow: 'استكشف الآن',
      heading: 'عوالم جاهزة لفصلك الدراسي',
      items: worldsOnline.map((world) => ({
        title: world.name,
        badge: world.subject,
        text: world.description,
        to: world.path,
      })),
    },
    {
      id: 'coming-soon',
      eyebrow: 'قيد التطوير',
      heading: 'قريبًا',
      items: worldsComing.map((world) => ({
        title: world.name,
        badge: comingSoonLabel,
        text: world.description,
        to: world.path,
      })),
    },
    {
      id: 'curriculum',
      heading: 'متوافقة مع ما يدرسه الطلاب',
      body:
        `كل عالم متوافق مع أكثر من ${counted(claimValue(claims.curricula), curricula)}، من ` +
        'البكالوريا الدولية وكامبريدج إلى CBSE ومعايير الولايات المتحدة.',
      ctas: [{ kind: 'link', label: 'اطّلع على المناهج', to: paths.curriculum }],
    },
  ],
}
