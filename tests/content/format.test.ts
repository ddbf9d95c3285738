import { afterEach, describe, expect, it } from 'vitest'
import { formatters } from '../../content/format'

afterEach(() => {
  globalThis.__formatted = undefined
  globalThis.__onFormatted = undefined
})

describe('the site’s formatters', () => {
  it('write each language’s numbers, money, percents and dates', () => {
    const en = formatters('en')
    const es = formatters('es')
    const ar = formatters('ar')
    expect([en.number(1500), es.number(1500), es.number(12000), ar.number(1500)]).toEqual([
      '1,500',
      '1500',
      '12.000',
      '1,500',
    ])
    expect(en.number(3.756)).toBe('3.76')
    expect(en.usd(6000)).toBe('$6,000')
    expect(en.money(6000, 'GBP')).toBe('£6,000')
    expect(en.percent(75)).toBe('75%')
    expect(es.percent(75)).toBe('75\u00a0%')
    // Day first in English, as the whole site writes dates.
    expect(en.date('2024-12-31')).toBe('31 December 2024')
    expect(en.date('2025-03-12T10:00:00Z')).toBe('12 March 2025')
    expect(es.date('2024-12-31')).toBe('31 de diciembre de 2024')
    expect(ar.date('2024-12-31')).toMatch(/^31 .+ 2024$/)
    expect([ar.plural(0), ar.plural(1), ar.plural(2), ar.plural(5), ar.plural(11)]).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
    ])
    expect(en.grouped('2000+ experiences and 1,500+ quizzes')).toBe(
      '2,000+ experiences and 1,500+ quizzes',
    )
  })

  it('tell the prerender every answer they give, by a key that names the question', () => {
    const heard: Record<string, string> = {}
    globalThis.__onFormatted = (key, value) => (heard[key] = value)
    const en = formatters('en')
    en.number(2000)
    en.percent(60)
    en.date('2024-12-31')
    expect(heard).toEqual({
      'number en 2000': '2,000',
      'percent en 60': '60%',
      'date en 2024-12-31T00:00:00.000Z': '31 December 2024',
    })
  })

  it('give the answers a page carries before asking Intl (and then tell no one)', () => {
    globalThis.__formatted = { 'number es 1500': '1.500 (carried)' }
    let told = 0
    globalThis.__onFormatted = () => told++
    expect(formatters('es').number(1500)).toBe('1.500 (carried)')
    expect(told).toBe(0)
    // What the page does not carry is Intl's.
    expect(formatters('es').number(1501)).toBe('1501')
    expect(told).toBe(1)
  })
})
