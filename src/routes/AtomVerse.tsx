import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head'
import { worldHead } from '../seo/world-head'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/AtomVerse')({
  staticData: { theme: 'world' },
  loader: () => ({ head: worldHead(worldByKey.atomverse) }),
  head: headFromLoader,
  component: AtomVerseRoute,
})

function AtomVerseRoute() {
  return <WorldPage world={worldByKey.atomverse} />
}
