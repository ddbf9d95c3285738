import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { aboutSection } from '../../content/pages/about-section'
import { site } from '../../content/site'
import { AboutSection } from '../../src/components/shell/about-section'

// The page never settles here: the form may appear only because a visitor asked for it.
vi.mock('../../src/lib/after-load', () => ({ useAfterLoad: () => false }))

describe('the About section’s Get Involved area', () => {
  it('loads its form as soon as focus arrives, before the page has settled', async () => {
    render(<AboutSection />)
    const area = screen.getByRole('region', { name: aboutSection.getInvolvedHeading })
    expect(area.querySelector('form')).toBeNull()
    expect(screen.getByRole('link', { name: site.contactEmail })).toBeInTheDocument()

    act(() => area.focus())
    const form = await waitFor(() => {
      const found = area.querySelector('form')
      if (!found) throw new Error('no form yet')
      return found
    })
    expect(screen.getByRole('textbox', { name: /message/i })).toBeInTheDocument()
    // The form sits before the e-mail link, so the next Tab from the area reaches the form.
    const link = screen.getByRole('link', { name: site.contactEmail })
    expect(form.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(document.activeElement).toBe(area)
  })
})
