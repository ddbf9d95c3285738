// The blog's categories, named. Slugs and order: blog-category-facts.ts.
import { blogCategoryFacts, type BlogCategory, type BlogCategorySlug } from './blog-category-facts'

export type { BlogCategory }

const names: Record<BlogCategorySlug, string> = {
  'research-and-evidence': 'Research & Evidence',
  'classroom-stories': 'Classroom Stories',
  'teaching-guides': 'Teaching Guides',
  'product-news': 'Product News',
  'grants-and-funding': 'Grants & Funding',
  'curriculum-and-standards': 'Curriculum & Standards',
}

export const blogCategories: BlogCategory[] = blogCategoryFacts.map(({ slug, showInHome }) => ({
  slug,
  name: names[slug],
  showInHome,
}))
