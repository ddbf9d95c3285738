// The blog's code that the home page loads on demand: its newest posts, for the carousel.

/** What each blog page starts with, in a chunk the blog's pages share with home. */
export const loadBlogLoaders = () => import('./loaders')
