// The blog's categories in Spanish. Their slugs and order: blog-category-facts.ts.
import { blogCategoryFacts, type BlogCategory, type BlogCategorySlug } from './blog-category-facts'

export type { BlogCategory }

const names: Record<BlogCategorySlug, string> = {
  'research-and-evidence': 'Investigación y evidencia',
  'classroom-stories': 'Historias del aula',
  'teaching-guides': 'Guías para docentes',
  'product-news': 'Novedades del producto',
  'grants-and-funding': 'Subvenciones y financiamiento',
  'curriculum-and-standards': 'Currículo y estándares',
}

export const blogCategories: BlogCategory[] = blogCategoryFacts.map(({ slug, showInHome }) => ({
  slug,
  name: names[slug],
  showInHome,
}))
