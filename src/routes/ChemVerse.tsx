import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/ChemVerse')({
  staticData: { theme: 'world' },
  component: ChemVerseRoute,
})

function ChemVerseRoute() {
  return <WorldPage world={worldByKey.chemverse} />
}
