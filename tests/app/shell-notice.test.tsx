// The shell's notice (src/app/shell-notice.tsx): code with no place of its own to say it could
// not be loaded (the menu, the dialogs' frame, a carousel) is spoken for at the foot of the page.
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ShellNotice } from '../../src/app/shell-notice'
import { onUse, reportToShell } from '../../src/lib/on-use'
import { UnreachableCode } from '../../src/lib/reach-code'

const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

/** Code that reports to the shell, whose loads fail as `outcomes` say, then succeed. */
function shellCode(outcomes: ('unreachable' | 'gone')[]) {
  let tries = 0
  const code = onUse(async () => {
    const outcome = outcomes[tries++]
    if (outcome) throw new UnreachableCode('/assets/menu.js', outcome === 'gone')
    return 'loaded'
  })
  stops.push(reportToShell(code))
  return { code, tries: () => tries }
}

describe('the shell’s notice', () => {
  it('says nothing while every code is loaded or unasked', async () => {
    const { code } = shellCode([])
    render(<ShellNotice />)
    await act(() => code.want())
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says a part needs a connection; Try again loads it again, and the notice goes', async () => {
    const { code, tries } = shellCode(['unreachable'])
    render(<ShellNotice />)
    await act(() => code.want())
    expect(screen.getByRole('status')).toHaveTextContent(
      'This part needs a connection. It loads once you are back online.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(() => code.want())
    expect(tries()).toBe(2)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('Later puts it away until the next failure', async () => {
    const { code } = shellCode(['unreachable', 'unreachable'])
    render(<ShellNotice />)
    await act(() => code.want())
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('status')).toBeNull()
    await act(async () => {
      code.retry()
      await code.want()
    })
    // The same failure again, after a try: still put away.
    expect(screen.queryByRole('status')).toBeNull()
    const other = shellCode(['gone'])
    await act(() => other.code.want())
    expect(screen.getByRole('status')).toHaveTextContent('A new version of this site is available.')
  })

  it('offers the new version, over a part that needs a connection, when one was replaced', async () => {
    const unreachable = shellCode(['unreachable'])
    const gone = shellCode(['gone'])
    render(<ShellNotice />)
    await act(async () => {
      await unreachable.code.want()
      await gone.code.want()
    })
    expect(screen.getByRole('status')).toHaveTextContent('A new version of this site is available.')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible()
  })
})
