// The blog pages' heads (title, canonical address, structured data), loaded only where a route's
// loader runs: a hydrated page carries its head.
export const loadBlogHeads = () => import('./heads')
