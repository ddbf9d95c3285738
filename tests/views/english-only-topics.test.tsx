// Curriculum topic titles exist only in English. On the Spanish and Arabic pages they are
// marked lang="en" with a line in the page's language; the English pages stay as they were. Run
// with SITE_LOCALE=es or ar to see the other languages' side.
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { page as ibPage } from '../../content/pages/ib-syllabus'
import { page as countryPage } from '../../content/pages/country-list'
import { syllabus as ib } from '../../content/syllabus/ib'
import { intlLocale, locale } from '../../src/i18n/locale'
import { m } from '../../src/paraglide/messages'
import { CountryListPage } from '../../src/views/countries/country-list-page'
import { SyllabusPage } from '../../src/views/syllabus/syllabus-page'
import { TopicFinder } from '../../src/views/tools/topic-finder'
import { renderInRouter } from '../routes/router-harness'

const english = locale === 'en'

describe('a syllabus list', () => {
  it('names each subject by the page and marks the English-only topics', async () => {
    renderInRouter(<SyllabusPage page={ibPage} syllabus={ib} />)
    const biology = ibPage.sections.find((section) => section.id === 'biology')!.heading
    const heading = await screen.findByRole('heading', { level: 2, name: biology })
    expect(biology === 'Biology').toBe(english)
    const group = heading.closest('section')!
    const list = within(group).getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(ib.groups[0]!.topics.length)
    expect(list.getAttribute('lang')).toBe(english ? null : 'en')
    const note = screen.queryByText(m.syllabus_topics_english_note())
    if (english) expect(note).toBeNull()
    else expect(note).toBeInTheDocument()
  })
})

describe('the topic finder', () => {
  it('shows matching topics in English, under subjects in the page language', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderInRouter(<TopicFinder />)
    const box = await screen.findByRole('searchbox')
    fireEvent.change(box, { target: { value: 'photosynthesis' } })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    const subject = await screen.findAllByText(m.syllabus_subject_biology())
    const match = subject[0]!.closest('li')!
    const topics = within(match).getAllByRole('list')[0]!
    expect(topics.getAttribute('lang')).toBe(english ? null : 'en')
    expect(topics.textContent?.toLowerCase()).toContain('photosynthesis')
    vi.useRealTimers()
  })
})

describe('the eligible countries', () => {
  it('names continents in the page language and lists every country', async () => {
    renderInRouter(<CountryListPage page={countryPage} />)
    const africa = await screen.findByRole('heading', {
      level: 3,
      name: new RegExp(m.countries_continent_africa()),
    })
    if (english) expect(africa.textContent).toMatch(/^Africa/)
    const names = within(africa.closest('section')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    expect(names).toHaveLength(17)
    expect(names).toEqual([...names].sort(new Intl.Collator(intlLocale).compare))
    if (english) expect(names).toContain("Côte d'Ivoire")
    else expect(names).not.toContain('Algeria')
  })
})
