import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { grantRound } from '../../content/grant-round'
import { offerPanel } from '../../content/modals'
import { machineCatalogue } from '../../machines/catalogue'
import { roundAt } from '../../src/grant/round-time'
import { WorkbenchApp } from '../../src/workbench/app'
import { sampleEvents } from '../../src/workbench/samples'
import { standIns } from '../../src/workbench/stand-ins'

const inspector = vi.hoisted(() => ({ events: [] as { type: string }[], opened: 0 }))
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
    inspector.opened++
    return { inspect: { next: (event: { type: string }) => inspector.events.push(event) } }
  },
}))

afterEach(() => window.history.replaceState(null, '', '/'))

const states = () => screen.queryAllByTestId('state').map((node) => node.textContent)
const context = () => JSON.parse(screen.getByText(/^\{/, { selector: 'pre' }).textContent ?? '{}')
// The form's sample events that fill every required field with a valid value.
const fillTheForm = [
  'field.change (field: "name", value: "Ada Lovelace")',
  'field.change (field: "email", value: "ada@example.org")',
  'field.change (field: "country", value: "GB")',
  'field.change (field: "message", value: "We would like a demonstration for our science department.")',
]
const press = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name }))
const events = () => within(screen.getByRole('region', { name: 'Events' }))
const component = () => within(screen.getByRole('region', { name: 'The real component' }))

async function open(key: string) {
  const user = userEvent.setup()
  render(<WorkbenchApp />)
  const entry = machineCatalogue.find((e) => e.key === key)!
  await user.click(
    within(await screen.findByRole('navigation', { name: 'Machines' })).getByRole('button', {
      name: new RegExp(`^${entry.title}`),
    }),
  )
  await screen.findByRole('heading', { level: 1, name: entry.title })
  return user
}

describe('the machine workbench', () => {
  it('lists every machine of the catalogue and starts each one, showing its state and context', async () => {
    const user = userEvent.setup()
    render(<WorkbenchApp />)
    const list = within(await screen.findByRole('navigation', { name: 'Machines' }))
    expect(list.getAllByRole('button')).toHaveLength(machineCatalogue.length)
    for (const entry of machineCatalogue) {
      await user.click(list.getByRole('button', { name: new RegExp(`^${entry.title}`) }))
      await screen.findByRole('heading', { level: 1, name: entry.title })
      await waitFor(() => expect(states().length).toBeGreaterThan(0), { timeout: 3000 })
      expect(screen.getByRole('region', { name: 'Fake clock' })).toBeInTheDocument()
    }
  })

  it('has a button for every event a visitor can send each machine', () => {
    for (const entry of machineCatalogue) {
      const accepted = [...(entry.machine as unknown as { events: string[] }).events].filter(
        (type) => !type.startsWith('xstate.'),
      )
      const offered = new Set((sampleEvents[entry.key] ?? []).map((event) => event.type))
      expect(
        accepted.filter((type) => !offered.has(type)),
        entry.key,
      ).toEqual([])
    }
  })

  it('drives the real form with the same actor: a send that answers after 1 s of fake time', async () => {
    const user = await open('form')
    await user.selectOptions(screen.getByLabelText('Sending the form'), 'succeeds-later')
    for (const name of fillTheForm) {
      await user.click(events().getByRole('button', { name }))
    }
    // The buttons' events reach the component: its fields show what they set.
    expect(component().getByRole('textbox', { name: /name/i })).toHaveValue('Ada Lovelace')
    await user.click(component().getByRole('button', { name: 'Send Message' }))
    expect(states()).toEqual(['submitting'])
    expect(screen.getByText(/due at 1\.0 s/)).toBeInTheDocument()
    await press(user, '+1 s')
    expect(states()).toEqual(['succeeded'])
    expect(component().getByText(/Thanks for contacting us/)).toBeInTheDocument()
    await press(user, '+5 s')
    expect(states()).toEqual(['editing'])
    expect(screen.getByRole('status', { name: 'Fake time' })).toHaveTextContent('6.0 s')
  })

  it('keeps what was typed when the stand-in send fails', async () => {
    const user = await open('form')
    await user.selectOptions(screen.getByLabelText('Sending the form'), 'fails')
    for (const name of [...fillTheForm, 'form.submit']) {
      await user.click(events().getByRole('button', { name }))
    }
    await waitFor(() => expect(states()).toEqual(['failed']))
    expect(context().values.name).toBe('Ada Lovelace')
    expect(component().getByRole('textbox', { name: /name/i })).toHaveValue('Ada Lovelace')
  })

  it('moves the carousel on the fake clock, 100 ms at a time', async () => {
    const user = await open('carousel')
    // jsdom has no matchMedia, so the component asks for reduced motion: no autoplay.
    await waitFor(() => expect(states()).toEqual(['stopped']), { timeout: 3000 })
    await user.click(component().getByRole('button', { name: /start|play/i }))
    expect(states()).toEqual(['rotating.running'])
    await press(user, '+1 s')
    expect(context().elapsed).toBe(1000)
    await press(user, '+5 s')
    expect(context().index).toBe(1)
    expect(component().getByRole('group', { name: /2 of 3/ })).toBeInTheDocument()
    await user.click(events().getByRole('button', { name: 'carousel.toggle' }))
    expect(states()).toEqual(['stopped'])
  })

  it('opens and closes the real tray from its buttons and the workbench', async () => {
    const user = await open('explore-tray')
    await user.click(events().getByRole('button', { name: 'tray.open' }))
    expect(states()).toEqual(['open.browsing'])
    await user.click(component().getByRole('button', { name: 'Close menu' }))
    expect(states()).toEqual(['closed'])
    await user.click(events().getByRole('button', { name: 'tray.open' }))
    await user.click(
      events().getByRole('button', { name: 'tray.choose (path: "/BioVerse", onHomePage: true)' }),
    )
    expect(states()).toEqual(['open.leavingHome'])
    expect(events().getByRole('button', { name: 'tray.close' })).toBeDisabled()
    await press(user, '+1 s')
    expect(states()).toEqual(['closed'])
    expect(screen.getByText(/action: navigate/)).toBeInTheDocument()
  })

  it("follows the offer's real buttons and drives them back", async () => {
    const user = await open('grant-offer')
    // The offer's button as the grant's round stands today (docs/grant-round.md).
    const grab = roundAt(Date.now()) === 'open' ? offerPanel.cta : grantRound.register
    await user.click(component().getByRole('button', { name: grab }))
    await waitFor(() => expect(states()).toEqual(['application']))
    await user.click(events().getByRole('button', { name: 'offer.back' }))
    expect(states()).toEqual(['offer'])
    expect(component().getByRole('button', { name: grab })).toBeInTheDocument()
  })

  it('answers the currency look-up with a chosen country, or lets it time out', async () => {
    const user = await open('currency')
    expect(standIns.currency).toBeDefined()
    await user.selectOptions(screen.getByLabelText('The geolocation look-up'), 'country:GB')
    await waitFor(() => expect(states()).toEqual(['known']))
    expect(context().currency).toBe('GBP')
    await user.selectOptions(screen.getByLabelText('The geolocation look-up'), 'hangs')
    await waitFor(() => expect(states()).toEqual(['lookingUp']))
    await press(user, '+5 s')
    expect(states()).toEqual(['fallback'])
    expect(context().currency).toBe('USD')
  })

  it('pages the blog feed from the stand-in service, and stops on its error', async () => {
    const user = await open('blog-feed')
    await waitFor(() => expect(states()).toEqual(['ready']))
    await user.click(events().getByRole('button', { name: 'feed.more (from: "button")' }))
    await waitFor(() => expect(context().posts).toHaveLength(10))
    await user.click(events().getByRole('button', { name: 'feed.more (from: "button")' }))
    await waitFor(() => expect(context().posts).toHaveLength(12))
    expect(context().hasMore).toBe(false)
    expect(events().getByRole('button', { name: 'feed.more (from: "button")' })).toBeDisabled()
    await user.selectOptions(screen.getByLabelText('The blog service'), 'fails')
    await waitFor(() => expect(states()).toEqual(['stopped']))
  })

  it('fades a closing modal out on the fake clock', async () => {
    const user = await open('modal')
    await user.click(events().getByRole('button', { name: 'modal.open (kind: "offer")' }))
    expect(states()).toEqual(['open.steady'])
    await user.click(events().getByRole('button', { name: 'modal.close' }))
    expect(states()).toEqual(['open.closing'])
    await press(user, '+100 ms')
    expect(states()).toEqual(['open.closing'])
    await press(user, '+1 s')
    expect(states()).toEqual(['closed'])
  })

  it('restarts the run with the Stately inspector attached', async () => {
    const user = await open('search')
    await press(user, 'Open in the Stately inspector')
    await screen.findByRole('button', { name: 'Inspector open (restarted)' })
    await act(() => user.type(component().getByRole('searchbox'), 'cell'))
    expect(inspector.opened).toBe(1)
    expect(inspector.events.some((event) => event.type === '@xstate.event')).toBe(true)
    expect(states()).toEqual(['searching'])
  })
})
