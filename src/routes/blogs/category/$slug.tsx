import { createFileRoute } from '@tanstack/react-router'
import { page } from '../../../../content/pages/blogs'
import { InfoPage } from '../../../views/info/info-page'

/** The /blogs screen, filtered to one category. */
export const Route = createFileRoute('/blogs/category/$slug')({
  staticData: { theme: 'blog' },
  component: BlogCategoryRoute,
})

function BlogCategoryRoute() {
  const { slug } = Route.useParams()
  return (
    <InfoPage page={{ ...page, eyebrow: `Showing Category: ${slug}` }} art="hero-vr-classroom" />
  )
}
