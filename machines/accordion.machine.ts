import { assign, setup } from 'xstate'

export type AccordionEvent =
  | { type: 'accordion.toggle'; id: string }
  | { type: 'accordion.open'; id: string }
  | { type: 'accordion.closeAll' }

/**
 * A group of disclosures of which at most one is open: FAQs (the first open, clicking the
 * open one closes it), the mobile tray's four groups (the first open) and the desktop header's
 * dropdowns (none open at first, one at a time).
 */
export const accordionMachine = setup({
  types: {
    context: {} as { openId: string | null },
    input: {} as { initialOpenId?: string | null },
    events: {} as AccordionEvent,
  },
  actions: {
    toggle: assign({
      openId: ({ context, event }) =>
        event.type === 'accordion.toggle' && context.openId !== event.id ? event.id : null,
    }),
    openItem: assign({
      openId: ({ event }) => (event.type === 'accordion.open' ? event.id : null),
    }),
    closeAll: assign({ openId: null }),
  },
}).createMachine({
  id: 'accordion',
  context: ({ input }) => ({ openId: input.initialOpenId ?? null }),
  on: {
    'accordion.toggle': { actions: 'toggle' },
    'accordion.open': { actions: 'openItem' },
    'accordion.closeAll': { actions: 'closeAll' },
  },
})
