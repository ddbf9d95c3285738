import { describe, expect, it } from 'vitest'
import { worlds } from '../../../../content/worlds'
import { comingSoonLabel as comingSoonAr, worlds as worldsAr } from '../../../../content/worlds.ar'
import { worldCardSvg } from '../../../../scripts/og/cards/world'

const sources = { root: process.cwd() }

describe('a world’s card', () => {
  it('sets an Arabic card right to left: the text from the right edge, in one isolated run', () => {
    const world = worldsAr.find((entry) => entry.coming)!
    const svg = worldCardSvg(sources, world, 'ar')
    expect(svg).toContain('text-anchor="end"')
    expect(svg).not.toContain('text-anchor="start"')
    expect(svg).toContain(`\u2067${world.subtitle.split(' ')[0]}`)
    expect(svg).toContain(comingSoonAr)
    expect(svg).toContain("font-family=\"'Noto Sans Arabic', 'Space Grotesk'\"")
    // The English card, by contrast, starts at the left, with no isolate.
    const english = worldCardSvg(
      sources,
      worlds.find((entry) => entry.key === world.key)!,
    )
    expect(english).toContain('text-anchor="start"')
    expect(english).not.toContain('\u2067')
  })
})
