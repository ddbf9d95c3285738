import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/mathVerse')({
  staticData: { theme: 'world' },
  component: mathVerseRoute,
})

function mathVerseRoute() {
  return <WorldPage world={worldByKey.mathverse} />
}
