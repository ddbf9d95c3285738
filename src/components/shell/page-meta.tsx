import { site } from '../../../content/site'

/**
 * The document title and meta description of a page. React 19 hoists these into <head>, and they
 * render the same way to static HTML, so a prerendered page carries its own title.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const fullTitle = title ? `${title} | ${site.productName}` : site.productName
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  )
}
