import { describe, expect, it } from 'vitest'
import { wrap } from '../../../scripts/og/text'

describe('wrapping a card’s text', () => {
  it('wraps titles into lines that fit, with an ellipsis when they do not', () => {
    const title = 'Making the Invisible Visible: Magnetic Field Lines in AtomVerse'
    const lines = wrap(title, { size: 54, weight: 700, width: 1072, maxLines: 3 })
    expect(lines.length).toBe(2)
    expect(lines.join(' ')).toBe(title)
    const orphan = wrap('AI Tutors: What They Do, and What They Don’t', {
      size: 54,
      weight: 700,
      width: 1072,
      maxLines: 3,
    })
    expect(orphan).toEqual(['AI Tutors: What They Do, and What', 'They Don’t'])
    const cut = wrap(`${title} `.repeat(4), { size: 54, weight: 700, width: 1072, maxLines: 2 })
    expect(cut).toHaveLength(2)
    expect(cut[1]).toMatch(/…$/)
  })
})
