import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head'
import { worldHead } from '../seo/world-head'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/BioVerse')({
  staticData: { theme: 'world' },
  loader: () => ({ head: worldHead(worldByKey.bioverse) }),
  head: headFromLoader,
  component: BioVerseRoute,
})

function BioVerseRoute() {
  return <WorldPage world={worldByKey.bioverse} />
}
