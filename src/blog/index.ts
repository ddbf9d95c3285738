// What the rest of the site may use of the blog (README.md beside this file). Lint forbids
// importing anything else of this folder from outside it. Only re-exports: the build turns an
// import of this index into imports of the modules named here (scripts/feature-index-plugin.ts).
export type { BlogClient, BlogPost } from './client'
export { loadBlogList, loadBlogPost } from './loaders'
export { blogSearch } from './search'
export { BlogListPage } from './blog-list-page'
export { BlogPostPage, PostLoading } from './blog-post-page'
export { BannerImage } from './blog-card'
export { categoryLabel } from './language'
export { EnglishOnlyBadge, textLanguage } from './post-language'
export { setSanitizerWindow } from './sanitize'
export { loadBlogLoaders } from './lazy'
export { loadBlogHeads } from './lazy-heads'
