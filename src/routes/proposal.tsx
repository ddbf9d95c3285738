import { createFileRoute } from '@tanstack/react-router'
import { proposal } from '../../content/pages/proposal'
import { headFromLoader, pageHead } from '../seo/head'
import { ProposalPage } from '../views/proposal/proposal-page'

/** The address's options as they arrive: the page checks them (machines/proposal.machine.ts). */
export type ProposalSearch = Partial<
  Record<'labs' | 'years' | 'curriculum' | 'country' | 'school', unknown>
>
const keys = ['labs', 'years', 'curriculum', 'country', 'school'] as const

export const Route = createFileRoute('/proposal')({
  // The page reads its address after it has hydrated (the prerendered HTML cannot know it), so
  // an address with options is hydrated like any other, not rendered afresh (src/app/start.tsx).
  staticData: { theme: 'info', hideAboutSection: true, readsAddressAfterMount: true },
  // Only picks the options out: this runs in the code every page loads, valibot does not.
  validateSearch: (search: Record<string, unknown>): ProposalSearch =>
    Object.fromEntries(keys.filter((key) => key in search).map((key) => [key, search[key]])),
  // A proposal's address carries a school's private choices, and the page without them is a
  // blank form: kept out of search results and the sitemap, prerendered all the same.
  loader: () => ({
    head: pageHead({
      title: proposal.title,
      description: proposal.description,
      path: proposal.path,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: ProposalPage,
})
