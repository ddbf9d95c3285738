import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/SpaceVerse')({
  staticData: { theme: 'world' },
  component: SpaceVerseRoute,
})

function SpaceVerseRoute() {
  return <WorldPage world={worldByKey.spaceverse} />
}
