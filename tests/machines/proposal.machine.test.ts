import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { limits, timings } from '../../content/facts'
import {
  proposalMachine,
  proposalSearch,
  readProposalAddress,
  type ProposalChoices,
  type ProposalEvent,
  type ProposalInput,
} from '../../machines/proposal.machine'
import { modelActor, modelPaths, replay } from './model-paths'

const input: ProposalInput = {
  maxLabs: limits.estimatorMaxLabs,
  maxYears: 6,
  schoolNameMax: limits.proposalSchoolNameMax,
  countries: ['KE', 'GB', 'FR'],
}
const read = (search: Record<string, unknown>) =>
  ({
    type: 'proposal.read',
    search,
    href: 'https://x.example/proposal',
    today: '2026-11-26',
  }) as const

const start = () => {
  const written: ProposalChoices[] = []
  const handedOff: ProposalChoices[] = []
  const actor = modelActor(
    proposalMachine.provide({
      actions: {
        writeAddress: (_, { choices }) => void written.push(choices),
        openContactForm: (_, { choices }) => void handedOff.push(choices),
      },
    }),
    { input },
  ).start()
  return { actor, written, handedOff }
}

describe('reading a proposal’s address', () => {
  it('takes every valid part', () => {
    expect(
      readProposalAddress(
        { labs: 3, years: '4', curriculum: 'ib', country: 'ke', school: '  Lakeside   School ' },
        input,
      ),
    ).toEqual({
      choices: { labs: 3, years: 4, curriculum: 'ib', country: 'KE', school: 'Lakeside School' },
      ignored: [],
    })
  })

  it('gives the defaults for what is missing, and says nothing about it', () => {
    expect(readProposalAddress({}, input)).toEqual({
      choices: { labs: 1, years: 3, curriculum: null, country: null, school: '' },
      ignored: [],
    })
  })

  it.each([
    [{ labs: -3 }, 'labs'],
    [{ labs: 0 }, 'labs'],
    [{ labs: 51 }, 'labs'],
    [{ labs: 2.5 }, 'labs'],
    [{ labs: '3abc' }, 'labs'],
    [{ labs: [3] }, 'labs'],
    [{ years: 99 }, 'years'],
    [{ years: 0 }, 'years'],
    [{ years: true }, 'years'],
    [{ curriculum: 'hogwarts' }, 'curriculum'],
    [{ curriculum: { ib: 1 } }, 'curriculum'],
    [{ country: 'XX' }, 'country'],
    [{ country: 'Kenya' }, 'country'],
  ])('ignores %j, shows its default and names it', (search, part) => {
    const { choices, ignored } = readProposalAddress(search, input)
    expect(ignored).toEqual([part])
    expect(choices).toEqual({ labs: 1, years: 3, curriculum: null, country: null, school: '' })
  })

  it('keeps a hostile name as text and cuts a long one, which it names', () => {
    const hostile = readProposalAddress({ school: '<script>alert(1)</script>' }, input)
    expect(hostile).toEqual({
      choices: expect.objectContaining({ school: '<script>alert(1)</script>' }),
      ignored: [],
    })
    const long = readProposalAddress({ school: 'x'.repeat(10_000), labs: -3, years: 99 }, input)
    expect(long.choices.school).toHaveLength(limits.proposalSchoolNameMax)
    expect(long.ignored).toEqual(['labs', 'years', 'school'])
  })

  it('never cuts a character in half, and drops control characters', () => {
    const emoji = '🔬'.repeat(limits.proposalSchoolNameMax + 5)
    const { choices } = readProposalAddress({ school: emoji }, input)
    expect(Array.from(choices.school)).toHaveLength(limits.proposalSchoolNameMax)
    expect(choices.school).toBe('🔬'.repeat(limits.proposalSchoolNameMax))
    expect(readProposalAddress({ school: 'A\u0000B\u202eC\nD' }, input).choices.school).toBe(
      'A B C D',
    )
  })

  it('reads back what it writes', () => {
    const choices: ProposalChoices = {
      labs: 7,
      years: 6,
      curriculum: 'india',
      country: 'FR',
      school: 'École 42',
    }
    expect(readProposalAddress(proposalSearch(choices), input)).toEqual({ choices, ignored: [] })
    expect(proposalSearch({ ...choices, curriculum: null, country: null, school: '' })).toEqual({
      labs: 7,
      years: 6,
    })
  })
})

describe('proposal machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows nothing until the address is read, then its choices', () => {
    const { actor, written } = start()
    expect(actor.getSnapshot().value).toBe('reading')
    // No edit counts before the address is read.
    actor.send({ type: 'proposal.labs', value: '9' })
    expect(actor.getSnapshot().value).toBe('reading')
    actor.send(read({ labs: 3, years: 4 }))
    expect(actor.getSnapshot().value).toEqual({
      showing: { address: 'saved', labs: 'valid' },
    })
    expect(actor.getSnapshot().context).toMatchObject({
      choices: { labs: 3, years: 4 },
      labsText: '3',
      href: 'https://x.example/proposal',
      today: '2026-11-26',
    })
    vi.advanceTimersByTime(10_000)
    expect(written).toEqual([])
  })

  it('writes a bad address back cleaned, once, after the delay', () => {
    const { actor, written } = start()
    actor.send(read({ labs: -3, years: 99, school: '<b>x</b>' }))
    expect(actor.getSnapshot().context.ignored).toEqual(['labs', 'years'])
    vi.advanceTimersByTime(timings.proposalAddressDelay - 1)
    expect(written).toEqual([])
    vi.advanceTimersByTime(1)
    expect(written).toEqual([
      { labs: 1, years: 3, curriculum: null, country: null, school: '<b>x</b>' },
    ])
  })

  it('writes the address once typing pauses, not on every key', () => {
    const { actor, written } = start()
    actor.send(read({}))
    for (const value of ['L', 'La', 'Lak', 'Lake ']) {
      actor.send({ type: 'proposal.school', value })
      vi.advanceTimersByTime(timings.proposalAddressDelay - 50)
    }
    expect(written).toEqual([])
    vi.advanceTimersByTime(50)
    expect(written.map((c) => c.school)).toEqual(['Lake'])
    expect(actor.getSnapshot().context.choices.school).toBe('Lake ')
  })

  it('keeps labs as typed while invalid; the document and address keep the last valid', () => {
    const { actor, written } = start()
    actor.send(read({ labs: 3 }))
    actor.send({ type: 'proposal.labs', value: '3x' })
    expect(actor.getSnapshot().matches({ showing: { labs: 'invalid' } })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ labsText: '3x', choices: { labs: 3 } })
    actor.send({ type: 'proposal.years', value: 5 })
    expect(actor.getSnapshot().matches({ showing: { labs: 'invalid' } })).toBe(true)
    vi.advanceTimersByTime(timings.proposalAddressDelay)
    expect(written.at(-1)).toMatchObject({ labs: 3, years: 5 })
    actor.send({ type: 'proposal.labs', value: ' 12 ' })
    expect(actor.getSnapshot().matches({ showing: { labs: 'valid' } })).toBe(true)
    expect(actor.getSnapshot().context.choices.labs).toBe(12)
  })

  it('refuses impossible years, unknown curricula and countries from the controls', () => {
    const { actor } = start()
    actor.send(read({ curriculum: 'uk', country: 'GB' }))
    actor.send({ type: 'proposal.years', value: 7 })
    actor.send({ type: 'proposal.curriculum', value: 'narnia' })
    actor.send({ type: 'proposal.country', value: 'ZZ' })
    expect(actor.getSnapshot().context.choices).toMatchObject({
      years: 3,
      curriculum: null,
      country: null,
    })
  })

  it('hands the choices to the contact form, the name without the spaces typed around it', () => {
    const { actor, handedOff } = start()
    actor.send(read({ labs: 2 }))
    actor.send({ type: 'proposal.school', value: '  Hill School  ' })
    actor.send({ type: 'proposal.send' })
    expect(handedOff).toEqual([
      { labs: 2, years: 3, curriculum: null, country: null, school: 'Hill School' },
    ])
  })

  it('forgets the note when dismissed, or a part of it once that part is changed', () => {
    const { actor } = start()
    actor.send(read({ labs: 0, country: 'XX' }))
    actor.send({ type: 'proposal.labs', value: '2' })
    expect(actor.getSnapshot().context.ignored).toEqual(['country'])
    actor.send({ type: 'proposal.dismiss' })
    expect(actor.getSnapshot().context.ignored).toEqual([])
  })
})

describe('proposal machine: model-based paths', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const delayElapsed = 'xstate.after.addressDelay.proposal.showing.address.unsaved'
  const events: ProposalEvent[] = [
    read({ labs: 3, years: 4 }),
    read({ labs: -3, years: 99 }),
    { type: 'proposal.labs', value: '5' },
    { type: 'proposal.labs', value: 'x' },
    { type: 'proposal.years', value: 6 },
    { type: 'proposal.curriculum', value: 'cambridge' },
    { type: 'proposal.country', value: 'KE' },
    { type: 'proposal.school', value: 'Hill School' },
    { type: 'proposal.dismiss' },
    { type: 'proposal.addressWritten', href: 'https://x.example/proposal?labs=5' },
    { type: 'proposal.send' },
    // The delay, walked as an event; replayed as fake time passing.
    { type: delayElapsed } as unknown as ProposalEvent,
  ]
  const paths = modelPaths(proposalMachine, events, {
    input,
    // A state is its value and whether a note is shown: the figures themselves are checked
    // after each path, and keeping them in the key would multiply the paths by every choice.
    serialize: ((snapshot: { value: unknown; context: { ignored: unknown[] } }) =>
      JSON.stringify([snapshot.value, snapshot.context.ignored.length > 0])) as never,
  })

  it('reaches every state', () => {
    const targets = new Set(paths.map((p) => JSON.stringify(p.target)))
    for (const value of [
      { showing: { address: 'saved', labs: 'valid' } },
      { showing: { address: 'unsaved', labs: 'valid' } },
      { showing: { address: 'saved', labs: 'invalid' } },
      { showing: { address: 'unsaved', labs: 'invalid' } },
    ])
      expect(targets).toContain(JSON.stringify(value))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, written, handedOff } = start()
      await replay(path, actor, (event) => {
        if (event.type === delayElapsed) vi.advanceTimersByTime(timings.proposalAddressDelay)
        else actor.send(event as ProposalEvent)
      })
      const { context } = actor.getSnapshot()
      // Whatever happened, the choices are always ones the page can price and the address
      // and the contact form only ever get such choices.
      for (const choices of [context.choices, ...written, ...handedOff]) {
        expect(Number.isInteger(choices.labs) && choices.labs >= 1 && choices.labs <= 50).toBe(true)
        expect(choices.years >= 1 && choices.years <= 6).toBe(true)
      }
      expect(actor.getSnapshot().matches({ showing: { labs: 'invalid' } })).toBe(
        context.labsText === 'x',
      )
      // The address is written once per delay that ran out while a change waited for it.
      const unsaved = (value: unknown) => JSON.stringify(value).includes('"address":"unsaved"')
      const writes = path.steps.filter(
        (s, index) =>
          s.event.type === delayElapsed && index > 0 && unsaved(path.steps[index - 1]!.state.value),
      )
      expect(written.length).toBe(writes.length)
      // Only a shown proposal can be handed over: a send before the address is read is lost.
      const firstRead = path.steps.findIndex((s) => s.event.type === 'proposal.read')
      const sends = path.steps.filter(
        (s, index) => s.event.type === 'proposal.send' && firstRead !== -1 && index > firstRead,
      )
      expect(handedOff.length).toBe(sends.length)
    })
  }
})
