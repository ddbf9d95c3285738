import { createFileRoute } from '@tanstack/react-router'
import { headFromLoader } from '../seo/head-from-loader'
import { contentPageHeadLater } from '../seo/heads-later'
import { page } from '../../content/pages/lab-setup'
import { InfoPage } from '../views/info/info-page'
import { LicenceEstimator } from '../views/tools/licence-estimator'

export const Route = createFileRoute('/lab-setup-and-learning')({
  staticData: { theme: 'info' },
  loader: () => contentPageHeadLater(page),
  head: headFromLoader,
  component: LabSetupRoute,
})

function LabSetupRoute() {
  return <InfoPage page={page} art="lab-setup" after={{ licensing: <LicenceEstimator /> }} />
}
