import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ModalProvider } from '../../src/app/modal-actor'
import { Carousel } from '../../src/components/carousel/carousel'

// keen-slider stands in: fading slides are drawn by CSS; it only brings swiping.
vi.mock('keen-slider', () => ({
  default: class {
    track = { details: { rel: 0 } }
    next() {}
    prev() {}
    moveToIdx() {}
    destroy() {}
  },
}))

const slides = ['one', 'two', 'three'].map((id) => ({ id, content: <p>{id}</p> }))
const labels = {
  stop: 'Stop the slide show and its trailers',
  start: 'Start the slide show and its trailers',
}

function renderCarousel(onMotionChange = vi.fn()) {
  render(
    <ModalProvider>
      <Carousel
        label="The six worlds"
        slides={slides}
        mode="fade"
        interval={5000}
        speed={0}
        loop={false}
        onMotionChange={onMotionChange}
        rotationLabels={labels}
      />
    </ModalProvider>,
  )
  return onMotionChange
}

/** The page's load, and the idle moment after it, when the carousel's machine starts. */
const load = () => act(() => vi.advanceTimersByTimeAsync(1000))

const current = () =>
  document.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])')?.textContent

/** The visitor's motion preference, as the carousel asks it (jsdom has no matchMedia). */
function prefersReduced(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

describe('carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    prefersReduced(false)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('marks the current slide’s dot with aria-current only, not aria-disabled (“dimmed”)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderCarousel()
    await load()
    const dot = (n: number) => screen.getByRole('button', { name: `Slide ${n}` })
    expect(dot(1)).toHaveAttribute('aria-current', 'true')
    for (const n of [1, 2, 3]) expect(dot(n)).not.toHaveAttribute('aria-disabled')
    await user.click(dot(2))
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'))
    expect(dot(1)).not.toHaveAttribute('aria-current')
    expect(dot(2)).not.toHaveAttribute('aria-disabled')
  })

  it('its rotation control stops and starts the slides’ own motion too, and says so by name', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onMotionChange = renderCarousel()
    // Nothing moves before the machine has started (the prerendered first screen).
    expect(onMotionChange).toHaveBeenLastCalledWith(false)
    await load()
    await waitFor(() => expect(onMotionChange).toHaveBeenLastCalledWith(true))
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(current()).toBe('two')

    await user.click(screen.getByRole('button', { name: labels.stop }))
    expect(onMotionChange).toHaveBeenLastCalledWith(false)
    // Stopped, nothing moves however long it waits: not the slides, not their trailers.
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(current()).toBe('two')
    expect(onMotionChange).toHaveBeenLastCalledWith(false)

    await user.click(screen.getByRole('button', { name: labels.start }))
    expect(onMotionChange).toHaveBeenLastCalledWith(true)
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(current()).toBe('three')
  })
  it('with reduced motion, nothing moves until the visitor starts it', async () => {
    prefersReduced(true)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onMotionChange = renderCarousel()
    await load()
    await waitFor(() => expect(document.querySelector('[data-ready]')).not.toBeNull())
    expect(screen.getByRole('button', { name: labels.start })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(current()).toBe('one')
    expect(onMotionChange).not.toHaveBeenCalledWith(true)
    await user.click(screen.getByRole('button', { name: labels.start }))
    expect(onMotionChange).toHaveBeenLastCalledWith(true)
  })
})
