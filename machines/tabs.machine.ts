import { assign, setup } from 'xstate'

export type TabsEvent =
  | { type: 'tabs.select'; id: string }
  | { type: 'tabs.next' }
  | { type: 'tabs.previous' }
  | { type: 'tabs.first' }
  | { type: 'tabs.last' }

/**
 * A tab list (WAI-ARIA tabs pattern): exactly one tab is selected; the arrow keys move the
 * selection and wrap around, Home and End jump to the ends. Used by the /svs impact section.
 */
export const tabsMachine = setup({
  types: {
    context: {} as { ids: readonly string[]; selected: string },
    input: {} as { ids: readonly string[]; selected?: string },
    events: {} as TabsEvent,
  },
  actions: {
    select: assign({
      selected: ({ context, event }) => {
        const index = context.ids.indexOf(context.selected)
        const count = context.ids.length
        switch (event.type) {
          case 'tabs.select':
            return context.ids.includes(event.id) ? event.id : context.selected
          case 'tabs.next':
            return context.ids[(index + 1) % count] ?? context.selected
          case 'tabs.previous':
            return context.ids[(index - 1 + count) % count] ?? context.selected
          case 'tabs.first':
            return context.ids[0] ?? context.selected
          case 'tabs.last':
            return context.ids[count - 1] ?? context.selected
        }
      },
    }),
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({ ids: input.ids, selected: input.selected ?? input.ids[0] ?? '' }),
  on: {
    'tabs.select': { actions: 'select' },
    'tabs.next': { actions: 'select' },
    'tabs.previous': { actions: 'select' },
    'tabs.first': { actions: 'select' },
    'tabs.last': { actions: 'select' },
  },
})
