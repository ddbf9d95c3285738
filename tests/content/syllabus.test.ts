import { describe, expect, it } from 'vitest'
import { syllabi, syllabusByKey } from '../../content/syllabus'
import type { Syllabus, SyllabusSubject } from '../../content/types'

type Counts = Record<SyllabusSubject, number>

const expected: { key: Syllabus['key']; heading: string; shortName: string; counts: Counts }[] = [
  {
    key: 'ib',
    heading: 'International Baccalaureate (IB)',
    shortName: 'IB',
    counts: { Biology: 42, Chemistry: 60, Physics: 45 },
  },
  {
    key: 'cambridge',
    heading: 'Cambridge IGCSE & A Levels',
    shortName: 'Cambridge',
    counts: { Biology: 16, Chemistry: 20, Physics: 16 },
  },
  {
    key: 'us',
    heading: 'US Common Core State Standards & Next Generation Science Standards',
    shortName: 'US (CCSS & NGSS)',
    counts: { Biology: 78, Chemistry: 53, Physics: 62 },
  },
  {
    key: 'uk',
    heading: 'UK National Curriculum for England (British Curriculum)',
    shortName: 'UK National Curriculum',
    counts: { Biology: 47, Chemistry: 40, Physics: 55 },
  },
  {
    key: 'australia',
    heading: 'Australian Curriculum',
    shortName: 'Australian Curriculum',
    counts: { Biology: 85, Chemistry: 55, Physics: 60 },
  },
  {
    key: 'india',
    heading: 'India CBSE & ICSE',
    shortName: 'CBSE & ICSE',
    counts: { Biology: 32, Chemistry: 28, Physics: 30 },
  },
]

const subjects: SyllabusSubject[] = ['Biology', 'Chemistry', 'Physics']

function topicsOf(syllabus: Syllabus, subject: SyllabusSubject): string[] {
  return syllabus.groups.find((group) => group.subject === subject)?.topics ?? []
}

function hasTopic(syllabus: Syllabus, subject: SyllabusSubject, pattern: RegExp): boolean {
  return topicsOf(syllabus, subject).some((topic) => pattern.test(topic))
}

describe('syllabus lists', () => {
  it('lists the six curricula in order, and indexes them by key', () => {
    expect(syllabi.map((s) => s.key)).toEqual(expected.map((e) => e.key))
    for (const s of syllabi) expect(syllabusByKey[s.key]).toBe(s)
    expect(Object.keys(syllabusByKey).sort()).toEqual(expected.map((e) => e.key).sort())
  })

  it.each(expected)('$key has the expected heading and short name', (e) => {
    expect(syllabusByKey[e.key].heading).toBe(e.heading)
    expect(syllabusByKey[e.key].shortName).toBe(e.shortName)
  })

  it.each(expected)('$key has groups Biology, Chemistry, Physics with the exact counts', (e) => {
    const syllabus = syllabusByKey[e.key]
    expect(syllabus.groups.map((g) => g.subject)).toEqual(subjects)
    const counts = Object.fromEntries(syllabus.groups.map((g) => [g.subject, g.topics.length]))
    expect(counts).toEqual(e.counts)
  })

  it('has only non-empty, trimmed, unnumbered topics', () => {
    for (const s of syllabi) {
      for (const group of s.groups) {
        for (const topic of group.topics) {
          expect(typeof topic).toBe('string')
          expect(topic.length).toBeGreaterThan(0)
          expect(topic).toBe(topic.trim())
          expect(topic).not.toMatch(/\s{2}/)
          expect(topic).not.toMatch(/^[\d.]+\s/)
        }
      }
    }
  })

  it('keeps repeats within a list rare', () => {
    for (const s of syllabi) {
      for (const group of s.groups) {
        const unique = new Set(group.topics.map((t) => t.toLowerCase()))
        expect(group.topics.length - unique.size, `${s.key} ${group.subject}`).toBeLessThanOrEqual(
          2,
        )
      }
    }
  })

  it('has photosynthesis in every Biology list', () => {
    for (const s of syllabi) expect(hasTopic(s, 'Biology', /Photosynthesis/i), s.key).toBe(true)
  })

  it.each(['ib', 'cambridge', 'uk', 'india'] as const)(
    '%s Chemistry includes electrolysis',
    (key) => {
      expect(hasTopic(syllabusByKey[key], 'Chemistry', /Electrolysis/)).toBe(true)
    },
  )

  it.each(expected.map((e) => e.key))('%s covers the core ideas of each subject', (key) => {
    const s = syllabusByKey[key]
    expect(hasTopic(s, 'Biology', /cell/i), 'cells').toBe(true)
    expect(hasTopic(s, 'Biology', /respiration/i), 'respiration').toBe(true)
    expect(hasTopic(s, 'Chemistry', /acid/i), 'acids').toBe(true)
    expect(hasTopic(s, 'Chemistry', /organic|hydrocarbon|carbon/i), 'organic').toBe(true)
    expect(hasTopic(s, 'Physics', /force|motion|dynamics/i), 'forces').toBe(true)
    expect(hasTopic(s, 'Physics', /energy/i), 'energy').toBe(true)
    expect(hasTopic(s, 'Physics', /wave|sound|light|spectrum/i), 'waves').toBe(true)
    expect(hasTopic(s, 'Physics', /electric|circuit/i), 'electricity').toBe(true)
    expect(hasTopic(s, 'Physics', /magnet/i), 'magnetism').toBe(true)
  })

  it('covers circulation in every Biology list', () => {
    for (const s of syllabi) {
      expect(hasTopic(s, 'Biology', /blood|circulat|heart|transport in animals/i), s.key).toBe(true)
    }
  })

  it('includes well-known topic titles', () => {
    const ib = syllabusByKey.ib
    for (const t of ['Cell theory', 'Membrane structure', 'Cell respiration']) {
      expect(topicsOf(ib, 'Biology')).toContain(t)
    }
    expect(topicsOf(ib, 'Biology')).toContain('DNA replication, transcription and translation')
    for (const t of [
      'Stoichiometric relationships',
      'Energetics/thermochemistry',
      'Redox processes',
    ]) {
      expect(topicsOf(ib, 'Chemistry')).toContain(t)
    }
    for (const t of ['Measurements and uncertainties', 'Travelling waves', 'Nuclear physics']) {
      expect(topicsOf(ib, 'Physics')).toContain(t)
    }
    const us = syllabusByKey.us
    expect(topicsOf(us, 'Biology')).toContain('Natural selection')
    expect(topicsOf(us, 'Biology')).toContain('Photosynthesis and cellular respiration')
    expect(topicsOf(us, 'Chemistry')).toContain('Chemical reactions and conservation of mass')
    expect(topicsOf(us, 'Physics')).toContain("Newton's second law")
    expect(topicsOf(us, 'Physics')).toContain('Electromagnetic radiation')
    const india = syllabusByKey.india
    for (const t of ['Life Processes', 'Control and Coordination']) {
      expect(topicsOf(india, 'Biology')).toContain(t)
    }
    for (const t of ['Chemical Reactions and Equations', 'Carbon and its Compounds']) {
      expect(topicsOf(india, 'Chemistry')).toContain(t)
    }
    for (const t of ['Electricity', 'Magnetic Effects of Electric Current']) {
      expect(topicsOf(india, 'Physics')).toContain(t)
    }
  })
})
