import { createFileRoute } from '@tanstack/react-router'
import { NotFoundView } from '../views/errors/not-found-view'

export const Route = createFileRoute('/not-found')({
  staticData: { theme: 'plain' },
  component: NotFoundView,
})
