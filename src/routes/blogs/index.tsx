import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../../content/pages/blogs'
import { InfoPage } from '../../views/info/info-page'

export const Route = createFileRoute('/blogs/')({
  staticData: { theme: 'blog' },
  component: BlogsRoute,
})

function BlogsRoute() {
  return <InfoPage page={page} art="hero-vr-classroom" />
}
