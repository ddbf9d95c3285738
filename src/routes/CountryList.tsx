import { createFileRoute } from '@tanstack/react-router'
import { headForRound } from '../grant/closed-round'
import { useRoundPage } from '../grant/round'
import { builtAt, roundAt } from '../grant/round-time'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/country-list'
import { CountryListPage } from '../views/countries/country-list-page'

export const Route = createFileRoute('/CountryList')({
  staticData: { theme: 'info' },
  // The head as the round stood when the page was built (src/grant/round.ts).
  loader: () => contentPageHeadLater(headForRound(page, roundAt(builtAt()))),
  head: headFromLoader,
  component: CountryListRoute,
})

function CountryListRoute() {
  return <CountryListPage page={useRoundPage(page)} />
}
