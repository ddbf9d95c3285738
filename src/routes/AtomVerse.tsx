import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/AtomVerse')({
  staticData: { theme: 'world' },
  component: AtomVerseRoute,
})

function AtomVerseRoute() {
  return <WorldPage world={worldByKey.atomverse} />
}
