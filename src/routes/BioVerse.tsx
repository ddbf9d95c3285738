import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/BioVerse')({
  staticData: { theme: 'world' },
  component: BioVerseRoute,
})

function BioVerseRoute() {
  return <WorldPage world={worldByKey.bioverse} />
}
