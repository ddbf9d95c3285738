// What the focus-ring test (focus-ring.e2e.ts) runs in the page: which element has focus, the
// bands its ring is made of, and where to read each band's colour. \`probeFocus\` is passed to
// page.evaluate, so it uses nothing from outside its own body.

export type Segment = { kind: 'element' | 'gap' | 'band' | 'background'; what: string }
export type SideProbe = { side: string; skip?: string; points: [number, number][][] }
export type Probe = {
  key: string
  at: string
  label: string
  segments: Segment[]
  sides: SideProbe[]
}

/**
 * In the page: what has focus, the bands its ring is made of, and where to read each of them on
 * each side. Waits first for the element's transitions (and its ancestors' fades) to end, so
 * that the ring is measured as it settles, not as it fades in.
 */
export async function probeFocus(): Promise<Probe | null> {
  const el = document.activeElement
  if (!el || el === document.body || el === document.documentElement) return null
  const settling = document.getAnimations().filter((animation) => {
    const effect = animation.effect
    const target = effect instanceof KeyframeEffect ? effect.target : null
    return (
      !!target && target.contains(el) && Number.isFinite(effect?.getComputedTiming().endTime ?? NaN)
    )
  })
  await Promise.race([
    Promise.all(settling.map((animation) => animation.finished.catch(() => null))),
    new Promise((resolve) => setTimeout(resolve, 1000)),
  ])

  // The element that wears the ring: the focused one, or the box drawn for it: a card that
  // :has() its stretched link, the visible label box after a hidden radio.
  const ringed = (candidate: Element | null | undefined) => {
    if (!candidate) return false
    const { outlineStyle, outlineWidth } = getComputedStyle(candidate)
    return outlineStyle !== 'none' && parseFloat(outlineWidth) > 0
  }
  const near = [el.nextElementSibling]
  for (let up = el.parentElement; up && near.length < 5; up = up.parentElement) near.push(up)
  const target = ringed(el) ? el : (near.find(ringed) ?? el)
  const labelled = 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : null
  const name = (
    el.getAttribute('aria-label') ??
    labelled ??
    el.getAttribute('placeholder') ??
    el.textContent ??
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
  const region = el.closest('dialog, header, footer, main')?.tagName.toLowerCase() ?? 'page'
  const tag = (e: Element) => `<${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}>`
  const wearer = target === el ? '' : ` (ring on its ${tag(target)})`
  const label = `${region} ${tag(el)} "${name}"${wearer}`

  // The ring's bands, as distances from the element's border edge (negative: inside it).
  const style = getComputedStyle(target)
  const outlineWidth = parseFloat(style.outlineWidth)
  const outline =
    style.outlineStyle !== 'none' && outlineWidth > 0
      ? {
          from: parseFloat(style.outlineOffset),
          to: parseFloat(style.outlineOffset) + outlineWidth,
        }
      : null
  // Computed box-shadow: "rgb(7, 11, 28) 0px 0px 0px 6px, rgba(…) 0px 1px 2px 0px". A shadow
  // with no offset and no blur is a ring; the others (elevation) are part of the background.
  const ringShadows = (style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/))
    .map((shadow) => ({
      inset: /\binset\b/.test(shadow),
      lengths: (shadow.replace(/[a-z-]+\([^)]*\)/gi, '').match(/-?[\d.]+px/g) ?? []).map(
        parseFloat,
      ),
    }))
    .filter(
      ({ inset, lengths: [x = 0, y = 0, blur = 0, spread = 0] }) =>
        !inset && x === 0 && y === 0 && blur === 0 && spread > 0,
    )
    .map(({ lengths }) => lengths[3] ?? 0)
  const inner = Math.min(0, outline?.from ?? 0)
  const outer = Math.max(0, outline?.to ?? 0, ...ringShadows)
  const cuts = [...new Set([inner, 0, outer, outline?.from ?? 0, outline?.to ?? 0, ...ringShadows])]
    .filter((cut) => cut >= inner && cut <= outer)
    .sort((a, b) => a - b)
  const layers: { kind: Segment['kind']; what: string; from: number; to: number }[] = [
    { kind: 'element', what: 'the element’s edge', from: inner - 2, to: inner },
  ]
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!
    const to = cuts[i + 1]!
    const middle = (from + to) / 2
    const shadow = ringShadows.findIndex((spread) => spread > middle)
    const [kind, what]: [Segment['kind'], string] =
      outline && middle >= outline.from && middle < outline.to
        ? ['band', 'the outline']
        : middle >= 0 && shadow >= 0
          ? ['band', `box-shadow ${shadow + 1}`]
          : middle < 0
            ? ['element', 'the element’s edge']
            : ['gap', 'the gap']
    const last = layers.at(-1)!
    if (last.kind === kind && last.what === what) last.to = to
    else layers.push({ kind, what, from, to })
  }
  layers.push({ kind: 'background', what: 'the background', from: outer, to: outer + 3 })
  // Bands under a pixel wide cannot be read reliably, nor seen: they do not count.
  const segments = layers.filter((layer) => layer.to - layer.from >= 1)

  // Where to read each segment: across the middle of each side, seven pixels along the side.
  // A link broken over two lines: the first box's top and left, the last box's bottom and right.
  const boxes = [...target.getClientRects()].filter((box) => box.width > 0 && box.height > 0)
  const first = boxes[0]
  const last = boxes.at(-1)
  const sides: SideProbe[] = []
  if (first && last) {
    const along = [-3, -2, -1, 0, 1, 2, 3]
    const place = {
      top: (d: number, t: number) => [first.left + first.width / 2 + t, first.top - d],
      left: (d: number, t: number) => [first.left - d, first.top + first.height / 2 + t],
      bottom: (d: number, t: number) => [last.left + last.width / 2 + t, last.bottom + d],
      right: (d: number, t: number) => [last.right + d, last.top + last.height / 2 + t],
    }
    for (const [side, at] of Object.entries(place)) {
      const points = segments.map((segment) =>
        along.map((t) => at((segment.from + segment.to) / 2, t) as [number, number]),
      )
      const all = points.flat()
      let skip: string | undefined
      if (all.some(([x, y]) => x < 0 || y < 0 || x >= innerWidth || y >= innerHeight)) {
        skip = 'off screen'
      } else {
        // Under the sticky header (which is not where the element is): hidden, not too faint.
        // Unless the element is drawn above it (the skip link): where the two overlap, the
        // element is the one hit first.
        const [x, y] = all.at(-1)!
        for (let hit = document.elementFromPoint(x, y); hit; hit = hit.parentElement) {
          const position = getComputedStyle(hit).position
          if ((position !== 'fixed' && position !== 'sticky') || hit.contains(target)) continue
          const over = hit.getBoundingClientRect()
          const box = target.getBoundingClientRect()
          const [ox, oy] = [
            (Math.max(over.left, box.left) + Math.min(over.right, box.right)) / 2,
            (Math.max(over.top, box.top) + Math.min(over.bottom, box.bottom)) / 2,
          ]
          const overlaps = ox > box.left && ox < box.right && oy > box.top && oy < box.bottom
          const above = overlaps && target.contains(document.elementFromPoint(ox, oy))
          if (!above) skip = `covered by <${hit.tagName.toLowerCase()}>`
          break
        }
      }
      sides.push({ side, skip, points })
    }
  }
  const key = `${label} ${boxes.map((b) => `${b.left + scrollX},${b.top + scrollY}`).join(' ')}`
  return {
    key,
    at: boxes.map((b) => `${b.left},${b.top},${b.width},${b.height}`).join(' '),
    label,
    segments: segments.map(({ kind, what }) => ({ kind, what })),
    sides,
  }
}
