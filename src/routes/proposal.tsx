import { createFileRoute } from '@tanstack/react-router'
import { proposal } from '../../content/pages/proposal'
import { pageHeadLater } from '../seo/heads-later'
import { headFromLoader } from '../seo/head-from-loader'
import { ProposalPage } from '../proposal'

export const Route = createFileRoute('/proposal')({
  // No validateSearch: the page reads its options itself, after it has hydrated (the prerendered
  // HTML cannot know them), so an address with options is hydrated like any other
  // (src/app/start.tsx), and the checks (valibot, in the proposal's machine) stay out of the code
  // every page loads.
  staticData: { theme: 'info', hideAboutSection: true },
  // A proposal's address carries a school's private choices, and the page without them is a
  // blank form: kept out of search results and the sitemap, prerendered all the same.
  loader: async () => ({
    head: await pageHeadLater({
      title: proposal.title,
      description: proposal.description,
      path: proposal.path,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: ProposalPage,
})
