import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head-from-loader'
import { worldHeadLater } from '../seo/heads-later'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/GeoVerse')({
  staticData: { theme: 'world' },
  loader: () => worldHeadLater(worldByKey.geoverse),
  head: headFromLoader,
  component: GeoVerseRoute,
})

function GeoVerseRoute() {
  return <WorldPage world={worldByKey.geoverse} />
}
