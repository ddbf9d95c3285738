// The blog's categories in French. Their slugs and order: blog-category-facts.ts.
import { blogCategoryFacts, type BlogCategory, type BlogCategorySlug } from './blog-category-facts'

export type { BlogCategory }

const names: Record<BlogCategorySlug, string> = {
  'research-and-evidence': 'Recherche et données probantes',
  'classroom-stories': 'Récits de classe',
  'teaching-guides': 'Guides pédagogiques',
  'product-news': 'Actualités du produit',
  'grants-and-funding': 'Subventions et financement',
  'curriculum-and-standards': 'Programmes et référentiels',
}

export const blogCategories: BlogCategory[] = blogCategoryFacts.map(({ slug, showInHome }) => ({
  slug,
  name: names[slug],
  showInHome,
}))
