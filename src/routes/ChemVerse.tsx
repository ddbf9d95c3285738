import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head-from-loader'
import { worldHeadLater } from '../seo/heads-later'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/ChemVerse')({
  staticData: { theme: 'world' },
  loader: () => worldHeadLater(worldByKey.chemverse),
  head: headFromLoader,
  component: ChemVerseRoute,
})

function ChemVerseRoute() {
  return <WorldPage world={worldByKey.chemverse} />
}
