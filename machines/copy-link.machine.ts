import { assign, fromPromise, setup } from 'xstate'

export type CopyLinkEvent = { type: 'copy.request'; forInstagram?: boolean }

const copyRequest = { target: 'copying', actions: 'rememberPurpose' } as const

/**
 * The share row's link copy: a visible confirmation for 2 s, or a note that it failed. A copy made
 * for Instagram (which has no web share address) is remembered as such, so the confirmation can
 * say where to paste the link.
 */
export const copyLinkMachine = setup({
  types: { context: {} as { forInstagram: boolean }, events: {} as CopyLinkEvent },
  actions: {
    rememberPurpose: assign({ forInstagram: ({ event }) => event.forInstagram === true }),
  },
  actors: { copy: fromPromise<void, void>(async () => {}) },
  delays: { confirmation: 2000 },
}).createMachine({
  id: 'copyLink',
  initial: 'idle',
  context: { forInstagram: false },
  states: {
    idle: { on: { 'copy.request': copyRequest } },
    copying: { invoke: { src: 'copy', onDone: 'copied', onError: 'failed' } },
    copied: { after: { confirmation: 'idle' }, on: { 'copy.request': copyRequest } },
    failed: { after: { confirmation: 'idle' }, on: { 'copy.request': copyRequest } },
  },
})
