// Placeholder until the SEO branch lands.
import { absoluteUrl } from './site-url'
export const organizationLd = () => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'StemVerse',
  url: absoluteUrl('/'),
})
export const webSiteLd = () => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: 'StemVerse',
  url: absoluteUrl('/'),
})
export const faqPageLd = (faqs: { question: string; answer: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((f) => ({
    '@type': 'Question',
    name: f.question,
    acceptedAnswer: { '@type': 'Answer', text: f.answer },
  })),
})
export const breadcrumbListLd = (items: { name: string; path: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: item.name,
    item: absoluteUrl(item.path),
  })),
})
export const blogPostingLd = (post: {
  title: string
  description: string
  slug: string
  banner: string
  datePublished: string
  dateModified: string
}) => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.description,
  datePublished: post.datePublished,
  dateModified: post.dateModified,
  mainEntityOfPage: absoluteUrl(`/blogs/${post.slug}`),
})
