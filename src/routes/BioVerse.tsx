import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head-from-loader'
import { worldHeadLater } from '../seo/heads-later'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/BioVerse')({
  staticData: { theme: 'world' },
  loader: () => worldHeadLater(worldByKey.bioverse),
  head: headFromLoader,
  component: BioVerseRoute,
})

function BioVerseRoute() {
  return <WorldPage world={worldByKey.bioverse} />
}
