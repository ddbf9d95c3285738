import { fromPromise, setup } from 'xstate'

/** The share row's 'Copy link': a visible confirmation for 2 s, or a note that it failed. */
export const copyLinkMachine = setup({
  types: { events: {} as { type: 'copy.request' } },
  actors: { copy: fromPromise<void, void>(async () => {}) },
  delays: { confirmation: 2000 },
}).createMachine({
  id: 'copyLink',
  initial: 'idle',
  states: {
    idle: { on: { 'copy.request': 'copying' } },
    copying: { invoke: { src: 'copy', onDone: 'copied', onError: 'failed' } },
    copied: { after: { confirmation: 'idle' }, on: { 'copy.request': 'copying' } },
    failed: { after: { confirmation: 'idle' }, on: { 'copy.request': 'copying' } },
  },
})
