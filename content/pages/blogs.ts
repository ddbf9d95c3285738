import type { PageContent } from '../types'
import { p, paths } from './shared'

export const page: PageContent = {
  path: paths.blogs,
  theme: 'blog',
  title: 'Innovations & Research',
  description:
    'Research, classroom stories and news on immersive learning, VR science labs and the ' +
    `future of education, from the ${p} team.`,
  eyebrow: 'Blog',
  heading: 'Innovations & Research',
  intro:
    'Ideas, evidence and stories from classrooms that are already learning in virtual ' +
    'reality.',
  heroCtas: [{ kind: 'modal', label: 'Get Notified', modal: 'subscribe' }],
  sections: [
    {
      id: 'latest',
      eyebrow: 'Latest',
      heading: 'Fresh From the Lab',
    },
    {
      id: 'all',
      heading: 'All Articles',
      body: 'Search by keyword or browse by category.',
    },
    { id: 'trending', heading: 'Trending blog' },
    { id: 'categories', heading: 'Category' },
    { id: 'empty', heading: 'No Blogs Found', body: 'please try searching something else' },
  ],
}
