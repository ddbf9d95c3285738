// @vitest-environment jsdom
// The scheduling widget through its own API (src/services/scheduling.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../src/config'
import { startSchedulingWidget } from '../../src/services/scheduling'

describe('the scheduling widget', () => {
  afterEach(() => {
    delete window.Calendly
  })

  it('throws when the script defined no widget, so that the view falls back to a link', () => {
    expect(() => startSchedulingWidget(document.createElement('div'))).toThrow(
      'The scheduling script did not define its widget',
    )
  })

  it('starts the configured scheduling page in the element, and its stop empties it', () => {
    const initInlineWidget = vi.fn(({ parentElement }: { parentElement: HTMLElement }) => {
      parentElement.append(document.createElement('iframe'))
    })
    window.Calendly = { initInlineWidget }
    const parent = document.createElement('div')
    const stop = startSchedulingWidget(parent)
    expect(initInlineWidget).toHaveBeenCalledWith({
      url: config.VITE_SCHEDULING_PAGE_URL,
      parentElement: parent,
    })
    expect(parent.children).toHaveLength(1)
    stop()
    expect(parent.children).toHaveLength(0)
  })
})
