/**
 * /blogs?search=: the one option the blog lists read from the address. A module of its own, with
 * no imports: the routes' search validation is part of the code every page loads.
 */
export type BlogSearch = { search?: string }
export const blogSearch = (search: Record<string, unknown>): BlogSearch =>
  typeof search.search === 'string' && search.search ? { search: search.search } : {}
