import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/GeoVerse')({
  staticData: { theme: 'world' },
  component: GeoVerseRoute,
})

function GeoVerseRoute() {
  return <WorldPage world={worldByKey.geoverse} />
}
