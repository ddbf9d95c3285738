import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../views/home/home-page'

type HomeSearch = { slug?: string; search?: string }

export const Route = createFileRoute('/')({
  staticData: { theme: 'home' },
  // The blog carousel starts on the post these name (spec section 2, "Home", point 6).
  validateSearch: (search: Record<string, unknown>): HomeSearch => ({
    ...(typeof search.slug === 'string' && search.slug ? { slug: search.slug } : {}),
    ...(typeof search.search === 'string' && search.search ? { search: search.search } : {}),
  }),
  component: HomeRoute,
})

function HomeRoute() {
  const { slug, search } = Route.useSearch()
  return <HomePage slug={slug} search={search} />
}
