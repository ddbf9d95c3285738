import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head'
import { worldHead } from '../seo/world-head'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/ChemVerse')({
  staticData: { theme: 'world' },
  loader: () => ({ head: worldHead(worldByKey.chemverse) }),
  head: headFromLoader,
  component: ChemVerseRoute,
})

function ChemVerseRoute() {
  return <WorldPage world={worldByKey.chemverse} />
}
