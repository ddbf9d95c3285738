import type { BlogPostDetail } from './client'

/** A post whose HTML body has been through DOMPurify (sanitize.ts). */
export type SafePost = BlogPostDetail & { readonly sanitized: true }

/**
 * Sanitises a post's body as it arrives, wherever it arrives: in the prerender (the page then
 * carries the clean body, and the browser hydrates it without sanitising again) or in the browser
 * (DOMPurify's code loads with the first post that needs it).
 */
export async function toSafePost(post: BlogPostDetail | null): Promise<SafePost | null> {
  if (!post) return null
  const { sanitizePostHtml } = await import('./sanitize')
  return { ...post, content: sanitizePostHtml(post.content), sanitized: true }
}
