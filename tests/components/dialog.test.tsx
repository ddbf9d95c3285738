import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from '../../src/components/dialog/dialog'

function Harness({ onClose = vi.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      {open ? (
        <Dialog
          title="Get in Touch"
          onClose={() => {
            onClose()
            setOpen(false)
          }}
        >
          <p>Inside the dialog</p>
          <input aria-label="Your name" />
        </Dialog>
      ) : null}
    </>
  )
}

describe('Dialog', () => {
  it('opens as a modal named by its title, and closes on its close button', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Open it' }))
    const dialog = screen.getByRole('dialog', { name: 'Get in Touch' })
    expect(dialog).toHaveAttribute('open')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('does not close on a click inside', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Open it' }))
    await user.click(screen.getByText('Inside the dialog'))
    await user.click(screen.getByRole('textbox', { name: 'Your name' }))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes on a click on the backdrop (the dialog element itself)', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Open it' }))
    await user.click(screen.getByRole('dialog'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('routes Escape (the cancel event) to onClose and returns focus to the opener', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Open it' })
    await user.click(opener)
    const cancel = new Event('cancel', { cancelable: true })
    screen.getByRole('dialog').dispatchEvent(cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(opener).toHaveFocus()
  })

  it('gives focus to the main content, not the body, when the opener has gone meanwhile', async () => {
    const user = userEvent.setup()
    function Page() {
      const [open, setOpen] = useState(false)
      return (
        <main id="main" tabIndex={-1}>
          {open ? null : (
            <button type="button" onClick={() => setOpen(true)}>
              Open it
            </button>
          )}
          {open ? (
            <Dialog title="Get in Touch" onClose={() => setOpen(false)}>
              <p>Inside the dialog</p>
            </Dialog>
          ) : null}
        </main>
      )
    }
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Open it' }))
    // The opener left the page while the dialog was open (the Dialog keeps a reference to it).
    expect(screen.queryByRole('button', { name: 'Open it' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveFocus()
  })
})
