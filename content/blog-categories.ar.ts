// The blog's categories in Arabic. Their slugs and order: blog-category-facts.ts.
import { blogCategoryFacts, type BlogCategory, type BlogCategorySlug } from './blog-category-facts'

export type { BlogCategory }

const names: Record<BlogCategorySlug, string> = {
  'research-and-evidence': 'البحث والأدلة',
  'classroom-stories': 'قصص من الفصول الدراسية',
  'teaching-guides': 'أدلة التدريس',
  'product-news': 'أخبار المنتج',
  'grants-and-funding': 'المنح والتمويل',
  'curriculum-and-standards': 'المناهج والمعايير',
}

export const blogCategories: BlogCategory[] = blogCategoryFacts.map(({ slug, showInHome }) => ({
  slug,
  name: names[slug],
  showInHome,
}))
