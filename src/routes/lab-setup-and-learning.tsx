import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../content/pages/lab-setup'
import { InfoPage } from '../views/info/info-page'
import { LicenceEstimator } from '../views/tools/licence-estimator'

export const Route = createFileRoute('/lab-setup-and-learning')({
  staticData: { theme: 'info' },
  component: LabSetupRoute,
})

function LabSetupRoute() {
  return <InfoPage page={page} art="lab-setup" after={{ licensing: <LicenceEstimator /> }} />
}
