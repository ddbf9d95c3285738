// Right to left (docs/i18n.md): what the components do differently under dir="rtl", the Arabic
// build's <html dir>. The layout's mirroring is the style sheets' (logical properties, which
// Stylelint enforces in npm run lint).
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ModalProvider } from '../../src/app/modal-actor'
import { Carousel } from '../../src/components/carousel/carousel'
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckIcon,
  CloseIcon,
  PlayIcon,
} from '../../src/components/icons/icons'
import { Tabs } from '../../src/components/tabs/tabs'
import { isRightToLeft, logicalArrowKey } from '../../src/lib/direction'

// keen-slider stands in: what matters is the options the carousel gives it.
const slider = vi.hoisted(() => ({ options: [] as { rtl?: boolean }[] }))
vi.mock('keen-slider', () => ({
  default: class {
    track = { details: { rel: 0 } }
    constructor(_track: HTMLElement, options: { rtl?: boolean }) {
      slider.options.push(options)
    }
    next() {}
    prev() {}
    moveToIdx() {}
    destroy() {}
  },
}))

const inDirection = (dir: 'ltr' | 'rtl', children: ReactNode) => (
  <ModalProvider>
    <div dir={dir}>{children}</div>
  </ModalProvider>
)

describe('direction of an element', () => {
  it('is the nearest dir attribute, so an English passage inside Arabic reads left to right', () => {
    render(
      <div dir="rtl">
        <p data-testid="arabic">نص</p>
        <div dir="ltr">
          <p data-testid="english">text</p>
        </div>
      </div>,
    )
    expect(isRightToLeft(screen.getByTestId('arabic'))).toBe(true)
    expect(isRightToLeft(screen.getByTestId('english'))).toBe(false)
    expect(logicalArrowKey('ArrowLeft', screen.getByTestId('arabic'))).toBe('ArrowRight')
    expect(logicalArrowKey('ArrowRight', screen.getByTestId('arabic'))).toBe('ArrowLeft')
    expect(logicalArrowKey('ArrowLeft', screen.getByTestId('english'))).toBe('ArrowLeft')
    expect(logicalArrowKey('Home', screen.getByTestId('arabic'))).toBe('Home')
  })

  it('is left to right without any dir attribute (the English and Spanish builds)', () => {
    render(<p data-testid="plain">text</p>)
    expect(isRightToLeft(screen.getByTestId('plain'))).toBe(false)
  })
})

describe('tabs right to left', () => {
  const items = ['Schools', 'Teachers', 'Students'].map((label) => ({
    id: label.toLowerCase(),
    label,
    content: <p>{label} benefit</p>,
  }))
  const selected = () => screen.getByRole('tab', { selected: true }).textContent

  it('moves with the arrow keys in the order the tabs are drawn: ArrowLeft is next', async () => {
    const user = userEvent.setup()
    render(
      <div dir="rtl">
        <Tabs label="Impact" items={items} />
      </div>,
    )
    await user.click(screen.getByRole('tab', { name: 'Schools' }))
    await user.keyboard('{ArrowLeft}')
    expect(selected()).toBe('Teachers')
    await user.keyboard('{ArrowLeft}')
    expect(selected()).toBe('Students')
    await user.keyboard('{ArrowRight}')
    expect(selected()).toBe('Teachers')
    // Up and down, Home and End do not depend on the direction.
    await user.keyboard('{ArrowDown}')
    expect(selected()).toBe('Students')
    await user.keyboard('{Home}')
    expect(selected()).toBe('Schools')
  })

  it('left to right, ArrowRight is next as before', async () => {
    const user = userEvent.setup()
    render(
      <div dir="ltr">
        <Tabs label="Impact" items={items} />
      </div>,
    )
    await user.click(screen.getByRole('tab', { name: 'Schools' }))
    await user.keyboard('{ArrowRight}')
    expect(selected()).toBe('Teachers')
    await user.keyboard('{ArrowLeft}')
    expect(selected()).toBe('Schools')
  })
})

describe('carousel right to left', () => {
  beforeEach(() => {
    slider.options.length = 0
  })
  const slides = ['one', 'two', 'three'].map((id) => ({ id, content: <p>{id}</p> }))
  const carousel = (
    <Carousel label="Highlights" slides={slides} mode="slide" interval={5000} speed={0} loop />
  )

  it('gives keen-slider its rtl option when the carousel is drawn right to left', async () => {
    render(inDirection('rtl', carousel))
    await waitFor(() => expect(slider.options).toHaveLength(1), { timeout: 5000 })
    expect(slider.options[0]?.rtl).toBe(true)
  })

  it('and not left to right', async () => {
    render(inDirection('ltr', carousel))
    await waitFor(() => expect(slider.options).toHaveLength(1), { timeout: 5000 })
    expect(slider.options[0]?.rtl).toBe(false)
  })
})

describe('icons', () => {
  it('mark the arrows as directional (mirrored right to left), and nothing else', () => {
    const { container } = render(
      <>
        <ArrowLeftIcon />
        <ArrowRightIcon />
        <PlayIcon />
        <CloseIcon />
        <CheckIcon />
      </>,
    )
    const marked = [...container.querySelectorAll('svg')].map((svg) =>
      svg.hasAttribute('data-directional'),
    )
    expect(marked).toEqual([true, true, false, false, false])
  })
})
