// The reading checks themselves (tests/e2e/reading.ts), on pages made to fail them: each finds
// what it is for, and passes what is right beside it.
import { describe, expect, it } from 'vitest'
import { setupBrowser } from './browser'
import { applyTextSpacing, lowContrastText, overflowWithin, textSpacingProblems } from './reading'

const { open } = setupBrowser()

/** A blank page of our own (no Content-Security-Policy), at 320 × 700. */
async function fixture(html: string) {
  const { page } = await open('/offline', { waitForApp: false })
  await page.goto('about:blank')
  await page.setViewportSize({ width: 320, height: 700 })
  await page.setContent(
    `<!doctype html><html lang="en"><body style="margin:0;font:16px/1.4 sans-serif">${html}</body></html>`,
  )
  return page
}

describe('the reading checks', () => {
  it('contrast from the pixels: low text, a pale gradient fill, and text low on a gradient further down', async () => {
    const page = await fixture(`
      <p style="color:#111">Dark on white</p>
      <p id="grey" style="color:#aaa">Grey on white</p>
      <p style="font:700 40px sans-serif;background:linear-gradient(90deg,#22d3ee,#8b5cf6);-webkit-background-clip:text;background-clip:text;color:transparent">110</p>
      <p style="font:700 40px sans-serif;background:linear-gradient(90deg,#0e7490,#6d28d9);-webkit-background-clip:text;background-clip:text;color:transparent">250</p>
      <section style="margin-top:1600px;padding:20px;background:linear-gradient(90deg,#fff,#777)">
        <p style="color:#555">Low on the gradient</p>
      </section>`)
    const low = await lowContrastText(page)
    expect(low).toHaveLength(3)
    expect(low[0]).toMatch(/^p “Grey on white”: 2\.3\d:1 \(needs 4\.5\)$/)
    expect(low[1]).toMatch(
      /^p “110” \(its gradient's colour 1, rgb\(34, 211, 238\)\): 1\.8\d:1 \(needs 3\)$/,
    )
    // Measured where it is, two screens down: its letters lie on the light end.
    expect(low[2]).toMatch(/^p “Low on the gradient”: 3\.\d\d:1 \(needs 4\.5\)$/)
  })

  it('text spacing: text cut by its box, out of its box, over other text; not what may scroll', async () => {
    const page = await fixture(`
      <div style="height:40px;overflow:hidden"><p>Cut short once the lines grow further apart than they were set</p></div>
      <button style="white-space:nowrap;width:200px;border:1px solid;background:#eee">A label that will not wrap at all</button>
      <div style="position:relative;height:30px"><span>Over</span><span style="position:absolute;left:0;top:0">Under</span></div>
      <div style="overflow-x:auto;border:1px solid"><table><tr><td style="white-space:nowrap">A wide cell in a box that scrolls on its own</td></tr></table></div>`)
    await applyTextSpacing(page)
    const { cut, overlapping } = await textSpacingProblems(page)
    expect(cut).toEqual([
      'p “Cut short once the lines grow further ap” in div',
      'button “A label that will not wrap at all” sticks out of button',
    ])
    expect(overlapping).toEqual(['span “Over” × span “Under”'])
  })

  it('an overlay: what sticks out past the screen or past the overlay', async () => {
    const page = await fixture(`
      <dialog open style="position:fixed;inset:0 auto auto 0;width:280px;margin:0;padding:0;border:0">
        <p>Fits</p><p id="wide" style="width:360px">Too wide</p>
      </dialog>`)
    expect(await overflowWithin(page.locator('dialog'), 320)).toEqual([
      'the overlay scrolls sideways (360 > 280)',
      'p#wide (0 to 360)',
    ])
  })
})
