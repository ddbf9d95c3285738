// A world page's search description puts the world's subject and subtitle inside a sentence: in
// lower case where the sentence needs it, the proper names in them kept as written (the Moon,
// Jupiter, la Terre).
import { describe, expect, it } from 'vitest'
import { worlds } from '../../content/worlds'
import { worlds as spanishWorlds } from '../../content/worlds.es'
import { worlds as frenchWorlds } from '../../content/worlds.fr'
import { inSentence, worldHead } from '../../src/seo/world-head'

describe('a label inside a sentence', () => {
  it('lowers its first letter only', () => {
    expect(inSentence('Stand on the Moon, orbit Jupiter', 'en')).toBe(
      'stand on the Moon, orbit Jupiter',
    )
    expect(inSentence('Sciences de la Terre', 'fr')).toBe('sciences de la Terre')
    expect(inSentence('Ciencias de la Tierra', 'es')).toBe('ciencias de la Tierra')
    expect(inSentence('Écoutez', 'fr')).toBe('écoutez')
  })

  it('keeps a first word that is a name or an acronym', () => {
    expect(inSentence('GeoVerse maps', 'en')).toBe('GeoVerse maps')
    expect(inSentence('VR lessons', 'en')).toBe('VR lessons')
    expect(inSentence('علوم الفضاء', 'ar')).toBe('علوم الفضاء')
  })

  it('keeps every capital after the first letter, in every world of every language', () => {
    for (const world of [...worlds, ...spanishWorlds, ...frenchWorlds])
      for (const label of [world.subject, world.subtitle])
        expect(inSentence(label, 'en').slice(1)).toBe(label.slice(1))
  })
})

describe('a world page’s description', () => {
  it('names the Moon and Jupiter with their capitals', () => {
    const spaceverse = worlds.find((world) => world.subtitle.includes('Jupiter'))!
    const description = worldHead(spaceverse).meta.find((tag) => tag.name === 'description')
      ?.content as string
    expect(description).toContain('the Moon, orbit Jupiter')
    expect(description).not.toMatch(/\bjupiter\b|\bmoon\b/)
  })
})
