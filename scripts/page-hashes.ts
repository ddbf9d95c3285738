// The inline code of a page that its Content-Security-Policy allows by hash (scripts/csp.ts).
import { createHash } from 'node:crypto'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'
import type { PageHashes } from '../src/security/csp'

type ParentNode = DefaultTreeAdapterTypes.ParentNode
type ChildNode = DefaultTreeAdapterTypes.ChildNode

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

// Script types a browser runs; anything else (application/ld+json) is data, not code.
const runnable = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The SHA-256 of each inline script that runs, each inline style and each style="" attribute, as
 * the browser will read them: parse5 is the HTML standard's parser (entities in attributes
 * decoded, template contents included). Everything in the page counts, a post's body included:
 * what the post sanitiser lets through, the policy allows (src/blog/sanitize.ts forbids all
 * three).
 */
export function pageHashes(html: string): PageHashes {
  const hashes = {
    scripts: [] as string[],
    styles: [] as string[],
    styleAttributes: [] as string[],
  }
  const visit = (node: ParentNode | ChildNode) => {
    if ('tagName' in node) {
      const attribute = (name: string) => node.attrs.find((a) => a.name === name)?.value
      const style = attribute('style')
      if (style !== undefined) hashes.styleAttributes.push(sha256(style))
      const text = () =>
        node.childNodes.map((child) => ('value' in child ? child.value : '')).join('')
      if (node.tagName === 'script' && attribute('src') === undefined) {
        if (runnable.has((attribute('type') ?? '').trim().toLowerCase()))
          hashes.scripts.push(sha256(text()))
      } else if (node.tagName === 'style') {
        hashes.styles.push(sha256(text()))
      }
    }
    if ('childNodes' in node) node.childNodes.forEach(visit)
    if ('content' in node && node.content) visit(node.content)
  }
  visit(parse(html))
  return hashes
}
