import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/country-list'
import { CountryListPage } from '../views/countries/country-list-page'

export const Route = createFileRoute('/CountryList')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: CountryListRoute,
})

function CountryListRoute() {
  return <CountryListPage page={page} />
}
