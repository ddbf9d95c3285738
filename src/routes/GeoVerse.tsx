import { createFileRoute } from '@tanstack/react-router'
import { worldByKey } from '../../content/worlds'
import { headFromLoader } from '../seo/head'
import { worldHead } from '../seo/world-head'
import { WorldPage } from '../views/world/world-page'

export const Route = createFileRoute('/GeoVerse')({
  staticData: { theme: 'world' },
  loader: () => ({ head: worldHead(worldByKey.geoverse) }),
  head: headFromLoader,
  component: GeoVerseRoute,
})

function GeoVerseRoute() {
  return <WorldPage world={worldByKey.geoverse} />
}
