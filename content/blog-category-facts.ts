// The blog's categories as addresses and switches, the same in every language.
// Posts in content/blog/*.md name them by slug; content/blog-categories.ts names them.

export type BlogCategory = { slug: string; name: string; showInHome: boolean }

export const blogCategoryFacts = [
  { slug: 'research-and-evidence', showInHome: true },
  { slug: 'classroom-stories', showInHome: true },
  { slug: 'teaching-guides', showInHome: true },
  { slug: 'product-news', showInHome: false },
  { slug: 'grants-and-funding', showInHome: true },
  { slug: 'curriculum-and-standards', showInHome: false },
] as const

export type BlogCategorySlug = (typeof blogCategoryFacts)[number]['slug']
