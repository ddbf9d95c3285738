import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/country-list'
import { CountryListPage } from '../views/countries/country-list-page'

export const Route = createFileRoute('/CountryList')({
  staticData: { theme: 'info' },
  component: CountryListRoute,
})

function CountryListRoute() {
  return <CountryListPage page={page} />
}
