// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fromPromise, setup } from 'xstate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { machineCatalogue, type MachineEntry } from '../../machines/catalogue'
import { delayDetails, eventPayloads } from '../../scripts/machines/details'
import { DOCS_DIR, generatePages, stalePages } from '../../scripts/machines/generate'
import { machineModel } from '../../scripts/machines/graph'
import { mermaidProblems, toMermaid } from '../../scripts/machines/mermaid'

const root = resolve(import.meta.dirname, '../..')
let pages: Map<string, string>

beforeAll(async () => {
  pages = await generatePages(machineCatalogue, root)
})

describe('docs/machines', () => {
  it('is what npm run machines writes from the machines (run npm run machines)', () => {
    expect(stalePages(pages, join(root, DOCS_DIR)), 'run npm run machines').toEqual([])
  })

  it('has one page per machine of the catalogue and the index', () => {
    expect([...pages.keys()].sort()).toEqual(
      [...machineCatalogue.map((e) => `${e.key}.md`), 'index.md'].sort(),
    )
  })

  it("draws every machine in Mermaid's stateDiagram-v2 grammar", () => {
    for (const [name, page] of pages) {
      for (const [, diagram] of page.matchAll(/```mermaid\n([\s\S]*?)```/g)) {
        expect(mermaidProblems(diagram ?? ''), name).toEqual([])
      }
    }
  })

  it('says on every page where it comes from and not to edit it', () => {
    for (const entry of machineCatalogue) {
      const page = pages.get(`${entry.key}.md`) ?? ''
      expect(page).toContain(`[\`machines/${entry.key}.machine.ts\`](../../machines/`)
      expect(page).toContain('do not edit by hand')
      expect(page).toContain('[All machines](index.md)')
    }
  })
})

describe('stale pages', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'machines-docs-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('names a page that differs, a page missing and a page of no machine; leaves images be', () => {
    const fresh = new Map([
      ['index.md', '# The machines\n'],
      ['form.md', '# Enquiry form\n'],
      ['tabs.md', '# Tabs\n'],
    ])
    writeFileSync(join(dir, 'index.md'), '# The machines\n')
    writeFileSync(join(dir, 'form.md'), '# Enquiry form, edited by hand\n')
    writeFileSync(join(dir, 'gone.md'), '# A machine since removed\n')
    writeFileSync(join(dir, 'workbench.png'), '')
    expect(stalePages(fresh, dir)).toEqual([
      'docs/machines/form.md is out of date',
      'docs/machines/tabs.md is missing',
      'docs/machines/gone.md belongs to no machine',
    ])
  })
})

describe('the Mermaid diagram', () => {
  const tiny = setup({
    actors: { fetchThing: fromPromise(async () => 1) },
    guards: { canGo: () => true },
    delays: { patience: 5000 },
  }).createMachine({
    id: 'tiny',
    initial: 'idle',
    states: {
      idle: { on: { go: { guard: 'canGo', target: 'busy' }, 'go.on': 'both' } },
      busy: {
        initial: 'fetching',
        after: { patience: 'failed' },
        states: {
          fetching: { invoke: { src: 'fetchThing', onDone: 'fetched', onError: '#tiny.failed' } },
          fetched: { type: 'final' },
        },
      },
      both: {
        type: 'parallel',
        states: {
          lamp: { initial: 'off', states: { off: { on: { flip: 'lit' } }, lit: {} } },
          timer: {
            initial: 'off',
            states: { off: { after: { 1000: 'wait-more' } }, 'wait-more': {} },
          },
        },
      },
      failed: {},
    },
  })

  it('nests compound states, splits parallel regions, labels delays, guards and invocations', () => {
    const diagram = toMermaid(machineModel(tiny, { patience: 5000 }))
    expect(diagram).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> idle',
        '  state busy {',
        '    [*] --> fetching',
        '    fetched',
        '    fetched --> [*]',
        '    fetching --> fetched : done from fetchThing',
        '  }',
        '  state both {',
        '    state lamp {',
        '      [*] --> both_lamp_off',
        '      state "off" as both_lamp_off',
        '      lit',
        '      both_lamp_off --> lit : flip',
        '    }',
        '    --',
        '    state timer {',
        '      [*] --> both_timer_off',
        '      state "off" as both_timer_off',
        '      state "wait-more" as wait_more',
        '      both_timer_off --> wait_more : after 1000 ms',
        '    }',
        '  }',
        '  failed',
        '  idle --> busy : go [canGo]',
        '  idle --> both : go.on',
        '  busy --> failed : after patience (5000 ms)',
        '  fetching --> failed : error from fetchThing',
        '',
      ].join('\n'),
    )
    expect(mermaidProblems(diagram)).toEqual([])
  })

  it("draws the machine's own transitions from an 'any state' box, eventless ones by guard", () => {
    const counter = setup({ guards: { isBig: () => false } }).createMachine({
      id: 'counter',
      initial: 'small',
      on: { reset: '.small', bump: {} },
      states: { small: { always: { guard: 'isBig', target: 'big' } }, big: {} },
    })
    expect(toMermaid(machineModel(counter))).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> small',
        '  state "any state" as any_state',
        '  big',
        '  any_state --> small : reset',
        '  any_state --> any_state : bump',
        '  small --> big : always [isBig]',
        '',
      ].join('\n'),
    )
  })

  it('finds what is not the subset it writes', () => {
    expect(mermaidProblems('stateDiagram-v2\n  a --> b : done: load\n  --\n  state x {\n')).toEqual(
      ['line 2: a --> b : done: load', 'line 3: -- outside a block', '1 block(s) not closed'],
    )
  })
})

describe('page details', () => {
  it('reads event payloads from the machine source', () => {
    const payloads = eventPayloads(
      "type E = { type: 'a.b'; id: string; from?: 'x' | 'y' } | { type: 'c' }",
    )
    expect(Object.fromEntries(payloads)).toEqual({
      'a.b': ['id: string', "from?: 'x' | 'y'"],
      c: [],
    })
  })

  it('refuses a delay source that does not give the value the machine uses', () => {
    const modal = machineCatalogue.find((e) => e.key === 'modal') as MachineEntry
    const wrong = { ...modal, delaySources: { modalFade: { content: 'timings.bannerSpeed' } } }
    expect(() => delayDetails(wrong, machineModel(wrong.machine), {}, 'machines/x')).toThrow(
      'modal: delay modalFade is 300 ms, but content/facts.ts timings.bannerSpeed is 700',
    )
  })
})
