import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head'
import { contentPageHead } from '../seo/page-heads'
import { page } from '../../content/pages/country-list'
import { CountryListPage } from '../views/countries/country-list-page'

export const Route = createFileRoute('/CountryList')({
  staticData: { theme: 'info' },
  loader: () => ({ head: contentPageHead(page) }),
  head: headFromLoader,
  component: CountryListRoute,
})

function CountryListRoute() {
  return <CountryListPage page={page} />
}
