import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion } from '../../src/components/accordion/accordion'
import { Tabs } from '../../src/components/tabs/tabs'

const faq = ['How many students?', 'Which curricula?', 'What does it cost?'].map((q, i) => ({
  id: String(i),
  title: q,
  content: <p>Answer {i}</p>,
}))

describe('Accordion', () => {
  it('opens the first item, keeps one open at a time, and closes the open one on click', async () => {
    const user = userEvent.setup()
    render(<Accordion items={faq} />)
    const [first, second] = screen.getAllByRole('button')
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('region', { name: 'How many students?' })).toHaveTextContent('Answer 0')
    await user.click(second!)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    await user.click(second!)
    expect(
      screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false'),
    ).toBe(true)
  })

  it('ties each trigger to its panel', () => {
    render(<Accordion items={faq} />)
    const trigger = screen.getByRole('button', { name: 'Which curricula?' })
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)
    expect(panel).toHaveAttribute('aria-labelledby', trigger.id)
  })
})

describe('Tabs', () => {
  const items = ['Schools', 'Teachers', 'Students', 'Parents'].map((label) => ({
    id: label.toLowerCase(),
    label,
    content: <p>{label} benefit</p>,
  }))

  it('shows the first panel, switches on click, and moves with the arrow keys', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Impact" items={items} />)
    expect(screen.getByRole('tablist', { name: 'Impact' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Schools' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Schools' })).toHaveTextContent('Schools benefit')
    await user.click(screen.getByRole('tab', { name: 'Students' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Students benefit')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Parents' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Schools' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Parents benefit')
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1)
  })

  it("points every tab's aria-controls at a panel that exists, the unselected ones hidden", async () => {
    const user = userEvent.setup()
    render(<Tabs label="Impact" items={items} />)
    const check = (selected: string) => {
      for (const tab of screen.getAllByRole('tab')) {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
        expect(panel).toHaveAttribute('role', 'tabpanel')
        expect(panel).toHaveAttribute('aria-labelledby', tab.id)
        if (tab.textContent === selected) expect(panel).toBeVisible()
        else expect(panel).not.toBeVisible()
      }
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    }
    check('Schools')
    await user.click(screen.getByRole('tab', { name: 'Parents' }))
    check('Parents')
  })
})
