import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/country-list'
import { InfoPage } from '../views/info/info-page'

export const Route = createFileRoute('/CountryList')({
  staticData: { theme: 'info' },
  component: CountryListRoute,
})

function CountryListRoute() {
  return <InfoPage page={page} art="globe-eligibility" />
}
