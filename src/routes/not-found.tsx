import { createFileRoute } from '@tanstack/react-router'
import { fallbackHead } from '../seo/fallback-head'
import { NotFoundView } from '../views/errors/not-found-view'

export const Route = createFileRoute('/not-found')({
  staticData: { theme: 'plain' },
  head: () => fallbackHead('notFound'),
  component: NotFoundView,
})
