import { createContext, useContext, type ReactNode } from 'react'
import type { BlogSeeds } from '../../services/blog-seeds'

const SeedContext = createContext<BlogSeeds>({})

/** Gives the blog views the data their page was prerendered with (empty in the browser). */
export function BlogSeedProvider({ seeds, children }: { seeds: BlogSeeds; children: ReactNode }) {
  return <SeedContext value={seeds}>{children}</SeedContext>
}

/** The prerendered value of one resource: `{ data }` if the page has it, else undefined. */
export function useSeed<TData>(key: string): { data: TData } | undefined {
  const seeds = useContext(SeedContext)
  return key in seeds ? { data: seeds[key] as TData } : undefined
}
