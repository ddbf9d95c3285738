import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../messages/en.json'
import { lazyPart } from '../../src/components/on-use/lazy-part'
import { UnreachableCode } from '../../src/lib/reach-code'

/** A part whose code answers as the test says, each time it is tried. */
function part() {
  const answers: Array<'ok' | 'unreachable' | 'gone'> = []
  const Form = () => <form aria-label="Get Involved" />
  const load = vi.fn(async () => {
    const answer = answers.shift() ?? 'ok'
    if (answer !== 'ok') throw new UnreachableCode('/assets/form.js', answer === 'gone')
    return Form
  })
  return { Part: lazyPart(load), answers, load }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a part loaded on use', () => {
  it('shows its code once loaded', async () => {
    const { Part } = part()
    render(
      <Suspense fallback={<p>placeholder</p>}>
        <Part />
      </Suspense>,
    )
    expect(await screen.findByRole('form', { name: 'Get Involved' })).toBeInTheDocument()
  })

  it('says in its place that it needs a connection, keeps what stands there, and loads on Try again', async () => {
    const { Part, answers } = part()
    answers.push('unreachable')
    render(
      <Suspense fallback={<p>placeholder</p>}>
        <Part
          unavailable={(notice) => (
            <>
              <input aria-label="Name" defaultValue="Ada Lovelace" />
              {notice}
            </>
          )}
        />
      </Suspense>,
    )
    const notice = await screen.findByRole('status')
    expect(notice).toHaveTextContent(en.code_needs_connection)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace')
    await userEvent.click(screen.getByRole('button', { name: en.code_try_again }))
    expect(await screen.findByRole('form', { name: 'Get Involved' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('loads by itself when the browser is back online', async () => {
    const { Part, answers, load } = part()
    answers.push('unreachable')
    render(
      <Suspense>
        <Part />
      </Suspense>,
    )
    await screen.findByRole('status')
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByRole('form', { name: 'Get Involved' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('offers the new version when its code is gone, keeping what was typed across the reload', async () => {
    const { Part, answers } = part()
    answers.push('gone')
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/svs',
      reload,
    })
    render(
      <Suspense>
        <Part />
      </Suspense>,
    )
    const notice = await screen.findByRole('status')
    expect(notice).toHaveTextContent(en.update_available)
    expect(notice).toHaveTextContent(en.update_keeps_typed)
    await userEvent.click(screen.getByRole('button', { name: en.update_reload }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(JSON.parse(sessionStorage.getItem('stemverse-kept-across-reload')!)).toMatchObject({
      path: '/svs',
    })
  })
})
