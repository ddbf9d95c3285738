import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head'
import { worldHead } from '../seo/world-head'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/SpaceVerse')({
  staticData: { theme: 'world' },
  loader: () => ({ head: worldHead(worldByKey.spaceverse) }),
  head: headFromLoader,
  component: SpaceVerseRoute,
})

function SpaceVerseRoute() {
  return <WorldPage world={worldByKey.spaceverse} />
}
