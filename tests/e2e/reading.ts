import type { Locator, Page } from 'playwright-core'
import { PNG } from 'pngjs'

/**
 * What a reader needs of a page beyond axe's checks, measured in the browser: text spacing
 * (WCAG 1.4.12), contrast on the pixels the text really sits on (1.4.3, gradients included), and
 * content that sticks out of an overlay (a dialog or the menu, which never widen the page itself).
 */

// ---------------------------------------------------------------------------------------------
// Text spacing (1.4.12)

/**
 * The criterion's overrides, as a reader's style sheet would apply them: line height 1.5 times
 * the font size, paragraph spacing 2 em, letter spacing 0.12 em and word spacing 0.16 em. Arabic
 * skips the letter spacing: it joins its letters, and WCAG lets a script that does not use a
 * property leave it out.
 */
export async function applyTextSpacing(page: Page) {
  await page.evaluate(() => {
    const rtlScript = document.documentElement.lang === 'ar'
    // A constructed sheet: the page's Content-Security-Policy refuses a <style> a script adds.
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(
      `* { line-height: 1.5 !important; word-spacing: 0.16em !important;` +
        (rtlScript ? '' : ' letter-spacing: 0.12em !important;') +
        ` } p { margin-block-end: 2em !important; }`,
    )
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
}

export type TextSpacingReport = { cut: string[]; overlapping: string[] }

/**
 * With the spacing applied, what text a reader loses: text cut by a box that clips it (an
 * ancestor with overflow hidden or clip: the text is outside its box), and two pieces of text
 * drawn over each other. Only what is shown counts: not visually hidden text, not a slide the
 * carousel hides (aria-hidden, inert), not overlays fixed to the screen (the cookie bar, a
 * dialog), which cover the page by design.
 */
export function textSpacingProblems(page: Page, scope?: string): Promise<TextSpacingReport> {
  return page.evaluate((scope) => {
    const root = scope ? document.querySelector(scope) : document.body
    if (!root) return { cut: [`nothing matches ${scope}`], overlapping: [] }
    // Sections drawn only near the screen (content-visibility: auto) are laid out for the
    // measure, as they are when the reader reaches them.
    const drawAll = new CSSStyleSheet()
    drawAll.replaceSync('* { content-visibility: visible !important; }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawAll]
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : ''
      const classes = [...element.classList].map((c) => `.${c}`).join('')
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `${element.tagName.toLowerCase()}${id}${classes} “${text}”`
    }
    const shown = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        return false
      for (let box: Element | null = element; box; box = box.parentElement) {
        if (box.getAttribute('aria-hidden') === 'true' || box.hasAttribute('inert')) return false
        if (box.classList.contains('visually-hidden')) return false
        // Hidden the same way without the class: a box of a pixel that clips what it holds.
        const size = box.getBoundingClientRect()
        if (size.width <= 1 && size.height <= 1) return false
        // Outside a dialog or the menu, an overlay covers the page by design.
        if (!scope && getComputedStyle(box).position === 'fixed') return false
      }
      return true
    }
    type Piece = { element: Element; rects: DOMRect[] }
    const pieces: Piece[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    const seen = new Map<Element, boolean>()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || !node.textContent?.trim()) continue
      if (element.closest('script, style, noscript, template, svg')) continue
      if (!seen.has(element)) seen.set(element, shown(element))
      if (!seen.get(element)) continue
      range.selectNodeContents(node)
      // The middle half of each line box: a script's tall ascenders and descenders (Arabic's,
      // for one) make boxes of lines that do not touch cross at their edges.
      const rects = [...range.getClientRects()]
        .filter((r) => r.width > 1 && r.height > 1)
        .map((r) => new DOMRect(r.x, r.y + r.height / 4, r.width, r.height / 2))
      if (rects.length) pieces.push({ element, rects })
    }

    // Text outside a box that clips it.
    const cut = new Set<string>()
    // Text a box cuts: reported as cut, not also as lying under what it is cut beside.
    const hidden = new Set<Element>()
    for (const { element, rects } of pieces) {
      // An excerpt cut to a number of lines on purpose (its whole text is a link away).
      if (getComputedStyle(element).webkitLineClamp !== 'none') continue
      for (
        let box: Element | null = element.parentElement ?? element;
        box && box !== document.body;
      ) {
        const style = getComputedStyle(box)
        // An excerpt cut to a number of lines on purpose (its whole text is a link away).
        if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') break
        const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip'
        const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip'
        if (clipsX || clipsY) {
          const edge = box.getBoundingClientRect()
          const out = rects.some(
            (r) =>
              (clipsX && (r.left < edge.left - 1 || r.right > edge.right + 1)) ||
              (clipsY && (r.top < edge.top - 1 || r.bottom > edge.bottom + 1)),
          )
          if (out) {
            cut.add(`${name(element)} in ${name(box).split(' “')[0]}`)
            hidden.add(element)
          }
        }
        // A box that scrolls shows the rest by scrolling: what is past it is not lost.
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') break
        box = box.parentElement
      }
    }

    // Text out of the box it is drawn in: past the edge of its nearest ancestor that shows a
    // box (a border or a background: a card, a button, a badge), where it overflows visibly.
    const boxOf = new Map<Element, Element | null>()
    const drawsBox = (box: Element) => {
      const style = getComputedStyle(box)
      return (
        (style.borderInlineStartWidth !== '0px' && style.borderInlineStartStyle !== 'none') ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none'
      )
    }
    for (const { element, rects } of pieces) {
      if (!boxOf.has(element)) {
        let found: Element | null = null
        for (
          let box: Element | null = element;
          box && box !== document.body;
          box = box.parentElement
        ) {
          // Inside a box that scrolls, the rest is reached by scrolling it.
          const overflow = getComputedStyle(box).overflowX
          if (overflow === 'auto' || overflow === 'scroll') break
          if (drawsBox(box)) {
            found = box
            break
          }
        }
        boxOf.set(element, found)
      }
      const box = boxOf.get(element)
      if (!box || box === document.documentElement) continue
      const edge = box.getBoundingClientRect()
      if (rects.some((r) => r.left < edge.left - 1 || r.right > edge.right + 1))
        cut.add(`${name(element)} sticks out of ${name(box).split(' “')[0]}`)
    }

    // Text over text: line boxes of different elements that cross by more than 2 px each way.
    const lines = pieces
      .filter(({ element }) => !hidden.has(element))
      .flatMap(({ element, rects }) => rects.map((rect) => ({ element, rect })))
      .sort((a, b) => a.rect.top - b.rect.top)
    const overlapping = new Set<string>()
    for (let i = 0; i < lines.length; i++) {
      const a = lines[i]!
      for (let j = i + 1; j < lines.length; j++) {
        const b = lines[j]!
        if (b.rect.top >= a.rect.bottom - 2) break
        if (a.element === b.element) continue
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
        if (x > 2 && y > 2) overlapping.add(`${name(a.element)} × ${name(b.element)}`)
      }
    }
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== drawAll)
    const list = (set: Set<string>) =>
      set.size > 10 ? [...[...set].slice(0, 10), `${set.size - 10} more`] : [...set]
    return { cut: list(cut), overlapping: list(overlapping) }
  }, scope)
}

/**
 * Stops every carousel of the page with its own rotation control (a turning one's slides are not
 * announced: its track is aria-live="off"), then waits until no slide has moved for five frames:
 * a slide on its way in is neither cut nor over other text, only moving.
 */
export async function stillCarousels(page: Page) {
  await page.evaluate(async () => {
    for (const carousel of document.querySelectorAll('section[aria-roledescription]')) {
      if (!carousel.querySelector('[aria-live="off"]')) continue
      carousel.querySelector<HTMLButtonElement>(':scope > div > button')?.click()
    }
    const slides = [...document.querySelectorAll('[aria-roledescription] [aria-live] > *')]
    let last = ''
    // At most 600 frames: a guard against a slide that never stops, not a time.
    for (let same = 0, frames = 0; same < 5 && frames < 600; frames++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const now = slides
        .map((slide) => {
          const box = slide.getBoundingClientRect()
          return `${box.x},${getComputedStyle(slide).opacity}`
        })
        .join()
      same = now === last ? same + 1 : 0
      last = now
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Overlays (1.4.10 inside a dialog or the menu)

/**
 * What sticks out of the screen, or out of the overlay, inside a fixed overlay (a dialog, the
 * menu's tray): the page's own scroll width never shows it. Also the overlay itself if it
 * scrolls sideways. Visually hidden elements and those inside a box that scrolls or clips
 * sideways are left out, as in the page's own check.
 */
export function overflowWithin(overlay: Locator, width: number) {
  return overlay.evaluate((root, width) => {
    const out: string[] = []
    const edge = root.getBoundingClientRect()
    const excluded = (element: Element) => {
      for (let box: Element | null = element; box && box !== root; box = box.parentElement) {
        if (box.classList.contains('visually-hidden')) return true
        if (box !== element && getComputedStyle(box).overflowX !== 'visible') return true
      }
      return false
    }
    if (root.scrollWidth > root.clientWidth + 1)
      out.push(`the overlay scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`)
    for (const element of root.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1 || excluded(element)) continue
      const left = Math.max(0, edge.left)
      const right = Math.min(width, edge.right)
      if (box.left < left - 0.5 || box.right > right + 0.5) {
        const id = element.id ? `#${element.id}` : ''
        const classes = [...element.classList].map((c) => `.${c}`).join('')
        out.push(
          `${element.tagName.toLowerCase()}${id}${classes} (${Math.round(box.left)} to ${Math.round(box.right)})`,
        )
      }
    }
    return out.length > 12 ? [...out.slice(0, 12), `${out.length - 12} more`] : out
  }, width)
}

// ---------------------------------------------------------------------------------------------
// Contrast from the pixels (1.4.3)

type TextSample = {
  where: string
  /** The text's colour as drawn: red, green, blue, alpha (its own alpha times its opacity). */
  colour: [number, number, number, number]
  large: boolean
}

type Rect = { x: number; y: number; width: number; height: number }

/** One screen as shot: where the page was, and each sample's line boxes on it. */
type Screen = { top: number; rects: [number, Rect[]][]; state: string }

/**
 * The contrast of text against the pixels it is drawn on. The page is shot with its text made
 * transparent (so a shot holds only what lies behind the letters: backgrounds, gradients,
 * pictures), and each piece's colour is set against every pixel behind its letters. On the first
 * screen every piece of text is measured; further down, the text axe cannot judge (on a gradient
 * or a picture, or filled with a gradient), one shot per screen that holds some (at most
 * `maxScreens`), with what stays on the screen (the header) hidden. Text filled with a gradient
 * (background-clip: text: the large figures) is measured once for each of its colours, as if that
 * colour filled it all. Returns each piece under 4.5:1 (3:1 for large text), with its worst ratio.
 *
 * Motion is stilled while it measures (reduced motion: a carousel's fade is instant), and each
 * screen's boxes are read just before its shot; a screen shot while a slide changed or the page
 * moved is shot again.
 */
export async function lowContrastText(page: Page, maxScreens = 8): Promise<string[]> {
  const viewport = page.viewportSize()!
  await page.emulateMedia({ reducedMotion: 'reduce' })
  try {
    return await measureContrast(page, viewport, maxScreens)
  } finally {
    await page.evaluate(() => {
      const state = (window as { __contrast?: { sheets: CSSStyleSheet[] } }).__contrast
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
        (sheet) => !state?.sheets.includes(sheet),
      )
      for (const name of ['data-contrast-fill', 'data-contrast-stays'])
        for (const element of document.querySelectorAll(`[${name}]`)) element.removeAttribute(name)
      document.documentElement.removeAttribute('data-contrast-scrolled')
      window.scrollTo(0, 0)
    })
    await page.emulateMedia({ reducedMotion: 'no-preference' })
  }
}

async function measureContrast(
  page: Page,
  viewport: { width: number; height: number },
  maxScreens: number,
): Promise<string[]> {
  const { samples, screens } = await page.evaluate((maxScreens) => {
    const canvas = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!
    // Any CSS colour to sRGB bytes, the way the browser itself resolves it.
    const rgba = (colour: string): [number, number, number, number] => {
      canvas.clearRect(0, 0, 1, 1)
      canvas.fillStyle = '#000'
      canvas.fillStyle = colour
      canvas.fillRect(0, 0, 1, 1)
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data
      return [r!, g!, b!, a! / 255]
    }
    // Sections drawn only near the screen are laid out where the reader will find them.
    const drawAll = new CSSStyleSheet()
    drawAll.replaceSync('* { content-visibility: visible !important; }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawAll]
    // Whether what lies behind an element is more than one colour: a gradient or a picture on
    // it or on an ancestor, up to the first that paints a solid colour.
    const painted = new Map<Element, boolean>()
    const onPicture = (element: Element): boolean => {
      if (painted.has(element)) return painted.get(element)!
      const style = getComputedStyle(element)
      const result =
        style.backgroundImage !== 'none'
          ? true
          : rgba(style.backgroundColor)[3] === 1 || !element.parentElement
            ? false
            : onPicture(element.parentElement)
      painted.set(element, result)
      return result
    }
    const top = window.scrollY
    type Item = { node: Text; everywhere: boolean; stays: boolean }
    const items: Item[] = []
    const out: TextSample[] = []
    const rows: number[] = []
    const range = document.createRange()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || !node.textContent?.trim()) continue
      if (element.closest('script, style, noscript, template, svg, [aria-hidden="true"], [inert]'))
        continue
      if (element.closest('.visually-hidden')) continue
      const extent = element.getBoundingClientRect()
      if (extent.width <= 1 && extent.height <= 1) continue
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const style = getComputedStyle(element)
      let filler: Element | null = null
      for (let box: Element | null = element; box && !filler; box = box.parentElement) {
        const boxStyle = getComputedStyle(box)
        if (boxStyle.backgroundClip === 'text' || boxStyle.webkitBackgroundClip === 'text')
          filler = box
      }
      range.selectNodeContents(node)
      const rects = [...range.getClientRects()].filter((r) => r.width > 2 && r.height > 2)
      if (!rects.length) continue
      const onFirstScreen = rects.some((r) => r.y + top < innerHeight)
      const everywhere = !!filler || onPicture(element)
      if (!onFirstScreen && !everywhere) continue
      const stops = filler
        ? (getComputedStyle(filler).backgroundImage.match(
            /(?:rgba?|color|hsla?|oklab|oklch|lab|lch)\([^)]*\)|#[0-9a-f]{3,8}\b/gi,
          ) ?? [])
        : [style.color]
      if (filler) filler.setAttribute('data-contrast-fill', '')
      let opacity = 1
      let stays = false
      for (let box: Element | null = element; box; box = box.parentElement) {
        const boxStyle = getComputedStyle(box)
        opacity *= Number(boxStyle.opacity)
        if (boxStyle.position === 'fixed' || boxStyle.position === 'sticky') stays = true
      }
      const size = parseFloat(style.fontSize)
      const weight = Number(style.fontWeight) || 400
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)
      for (const [n, stop] of stops.entries()) {
        const [r, g, b, a] = rgba(stop)
        // A clear stop of a gradient draws nothing.
        if (filler && a === 0) continue
        items.push({ node: node as Text, everywhere, stays })
        out.push({
          where:
            `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} “${text}”` +
            (filler ? ` (its gradient's colour ${n + 1}, ${stop})` : ''),
          colour: [r, g, b, a * opacity],
          large: size >= 24 || (size >= 18.66 && weight >= 700),
        })
        if (everywhere) rows.push(...rects.map((r) => Math.floor((r.y + top) / innerHeight)))
      }
    }
    // The screens to shoot: the first, then each further one that holds text measured there.
    const screens = [...new Set([0, ...rows])].sort((a, b) => a - b).slice(0, maxScreens)
    // What stays put while the page scrolls (the header), hidden below the first screen.
    for (const element of document.body.querySelectorAll('*')) {
      const position = getComputedStyle(element).position
      if (position === 'fixed' || position === 'sticky')
        element.setAttribute('data-contrast-stays', '')
    }
    // The shot: every letter, underline and caret transparent; everything else as it is.
    const shot = new CSSStyleSheet()
    shot.replaceSync(`*, *::before, *::after { color: transparent !important;
      -webkit-text-fill-color: transparent !important; text-shadow: none !important;
      text-decoration-color: transparent !important; caret-color: transparent !important; }
      [data-contrast-fill] { background: none !important; }
      html[data-contrast-scrolled] [data-contrast-stays] { visibility: hidden !important; }`)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, shot]
    ;(window as { __contrast?: unknown }).__contrast = { sheets: [shot, drawAll], items }
    return { samples: out, screens }
  }, maxScreens)

  // What the page shows: its slides, its height (a part that wakes as it comes near) and where it
  // is scrolled to. Unchanged across a shot, the shot holds what the boxes were read from.
  const state = () =>
    page.evaluate(
      () =>
        `${window.scrollY}|${document.documentElement.scrollHeight}|${[...document.querySelectorAll('[data-active]')].map((e) => e.getAttribute('aria-label')).join()}`,
    )
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = (r: number, g: number, b: number) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  const worst = new Map<number, number>()
  // Shot through the DevTools protocol with its fast encoder: the same pixels (PNG is lossless)
  // in less than half the time of Playwright's own screenshot.
  const devtools = await page.context().newCDPSession(page)
  try {
    for (const screen of screens) {
      for (let attempt = 1; ; attempt++) {
        const view: Screen = await page.evaluate(async (y) => {
          document.documentElement.toggleAttribute('data-contrast-scrolled', y > 0)
          window.scrollTo(0, y)
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          )
          const { items } = (
            window as unknown as {
              __contrast: { items: { node: Text; everywhere: boolean; stays: boolean }[] }
            }
          ).__contrast
          const top = window.scrollY
          const range = document.createRange()
          const rects: [number, Rect[]][] = []
          for (const [n, item] of items.entries()) {
            // Below the first screen, only the text axe cannot judge; never what stays put.
            if (top > 0 && (!item.everywhere || item.stays)) continue
            range.selectNodeContents(item.node)
            const boxes = [...range.getClientRects()]
              .filter((r) => r.width > 2 && r.height > 2 && r.top >= 0 && r.top < innerHeight)
              .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }))
            if (boxes.length) rects.push([n, boxes])
          }
          const state = `${window.scrollY}|${document.documentElement.scrollHeight}|${[...document.querySelectorAll('[data-active]')].map((e) => e.getAttribute('aria-label')).join()}`
          return { top, rects, state }
        }, screen * viewport.height)
        const { data } = (await devtools.send('Page.captureScreenshot', {
          format: 'png',
          optimizeForSpeed: true,
        } as never)) as { data: string }
        if ((await state()) !== view.state && attempt < 3) continue
        const shot = PNG.sync.read(Buffer.from(data, 'base64'))
        for (const [n, boxes] of view.rects) {
          const [tr, tg, tb, ta] = samples[n]!.colour
          let low = worst.get(n) ?? Infinity
          for (const rect of boxes) {
            // Where the letters are: one pixel in from each side, and the middle 60 % of the
            // line box (a face's box reaches above its capitals and below its descenders, into
            // what lies around the element: a card's top edge, the page behind it).
            const x0 = Math.max(0, Math.ceil(rect.x) + 1)
            const y0 = Math.max(0, Math.ceil(rect.y + rect.height * 0.2))
            const x1 = Math.min(viewport.width, shot.width, Math.floor(rect.x + rect.width) - 1)
            const y1 = Math.min(
              viewport.height,
              shot.height,
              Math.floor(rect.y + rect.height * 0.8),
            )
            for (let y = y0; y < y1; y++) {
              for (let x = x0; x < x1; x++) {
                const i = (y * shot.width + x) * 4
                const [br, bg, bb] = [shot.data[i]!, shot.data[i + 1]!, shot.data[i + 2]!]
                // The text as drawn over this pixel (a translucent colour lets it through).
                const fore = luminance(
                  tr * ta + br * (1 - ta),
                  tg * ta + bg * (1 - ta),
                  tb * ta + bb * (1 - ta),
                )
                const back = luminance(br, bg, bb)
                const ratio = (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05)
                if (ratio < low) low = ratio
              }
            }
          }
          worst.set(n, low)
        }
        break
      }
    }
  } finally {
    await devtools.detach()
  }
  const failures: string[] = []
  for (const [n, ratio] of worst) {
    const sample = samples[n]!
    const needed = sample.large ? 3 : 4.5
    if (ratio < needed) failures.push(`${sample.where}: ${ratio.toFixed(2)}:1 (needs ${needed})`)
  }
  return failures
}
