import { shareWindows } from '../../content/site'

/** Networks with a web share address (docs/product.md, "Sharing"). Instagram has none. */
export type ShareNetwork = keyof typeof shareWindows

const shareAddress: Record<ShareNetwork, (url: string, title: string) => string> = {
  facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  x: (url, title) => `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
  linkedin: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
}

/** Opens the network's share window at its size (content/site.ts), centred on this window. */
export function openShareWindow(network: ShareNetwork, pageUrl: string, title: string) {
  const { width, height } = shareWindows[network]
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  window.open(
    shareAddress[network](encodeURIComponent(pageUrl), encodeURIComponent(title)),
    `share-${network}`,
    `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
  )
}

export const mailtoLink = (pageUrl: string, title: string) =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${pageUrl}`)}`

export const copyToClipboard = (text: string) => navigator.clipboard.writeText(text)

/** The Web Share API (phones): the way to Instagram, which has no web share address. */
export const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function'

export const shareNatively = (pageUrl: string, title: string) =>
  navigator.share({ url: pageUrl, title })

/** The visitor closed the share sheet: nothing went wrong, and nothing more should happen. */
export const isShareCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError'
