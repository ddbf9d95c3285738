/** Share windows per network, at the sizes of spec 9. Instagram has no web share URL. */
export const shareTargets = [
  {
    id: 'facebook',
    label: 'Facebook',
    size: [550, 400],
    url: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  },
  {
    id: 'x',
    label: 'X (Twitter)',
    size: [550, 420],
    url: (u: string, t: string) => `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    size: [660, 460],
    url: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  },
] as const

export function openShareWindow(
  target: (typeof shareTargets)[number],
  pageUrl: string,
  title: string,
) {
  const [width, height] = target.size
  window.open(
    target.url(encodeURIComponent(pageUrl), encodeURIComponent(title)),
    `share-${target.id}`,
    `width=${width},height=${height},noopener,noreferrer`,
  )
}

export const mailtoLink = (pageUrl: string, title: string) =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${pageUrl}`)}`

export const copyToClipboard = (text: string) => navigator.clipboard.writeText(text)

/** The Web Share API (phones), used for Instagram and others; absent on most desktops. */
export const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function'
export const shareNatively = (pageUrl: string, title: string) =>
  navigator.share({ url: pageUrl, title })
