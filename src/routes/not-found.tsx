import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../seo/head'
import { NotFoundView } from '../views/errors/not-found-view'

export const Route = createFileRoute('/not-found')({
  staticData: { theme: 'plain' },
  head: notFoundHead,
  component: NotFoundView,
})
