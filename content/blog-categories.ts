// The blog's categories (spec 3, "Blog category"). Posts in content/blog/*.md name them by slug.
export type BlogCategory = { slug: string; name: string; showInHome: boolean }

export const blogCategories: BlogCategory[] = [
  { slug: 'research-and-evidence', name: 'Research & Evidence', showInHome: true },
  { slug: 'classroom-stories', name: 'Classroom Stories', showInHome: true },
  { slug: 'teaching-guides', name: 'Teaching Guides', showInHome: true },
  { slug: 'product-news', name: 'Product News', showInHome: false },
  { slug: 'grants-and-funding', name: 'Grants & Funding', showInHome: true },
  { slug: 'curriculum-and-standards', name: 'Curriculum & Standards', showInHome: false },
]
