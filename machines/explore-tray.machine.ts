import { assign, setup } from 'xstate'
import { timings } from '../content/site'

export type ExploreTrayEvent =
  | { type: 'tray.open' }
  | { type: 'tray.close' }
  | { type: 'tray.toggle' }
  | { type: 'tray.choose'; path: string; onHomePage: boolean }
  | { type: 'tray.contact' }

/**
 * The Explore tray is a slide-out menu of the six worlds and the site's sections. It is a machine
 * because leaving the home page through it is choreographed: the header's extra
 * class is cleared first and the navigation follows 600 ms later, while the tray stays put and the
 * page keeps its scroll lock until it closes.
 */
export const exploreTrayMachine = setup({
  types: {
    context: {} as { pendingPath: string | null },
    events: {} as ExploreTrayEvent,
  },
  actions: {
    lockScroll: () => {},
    unlockScroll: () => {},
    clearExtraClass: () => {},
    navigate: (_, _params: { path: string }) => {},
    openContactModal: () => {},
    rememberPath: assign({
      pendingPath: ({ event }) => (event.type === 'tray.choose' ? event.path : null),
    }),
    forgetPath: assign({ pendingPath: null }),
  },
  guards: {
    isOnHomePage: ({ event }) => event.type === 'tray.choose' && event.onHomePage,
  },
  delays: {
    homeNavigationDelay: timings.trayNavigationDelayFromHome,
  },
}).createMachine({
  id: 'exploreTray',
  initial: 'closed',
  context: { pendingPath: null },
  states: {
    closed: {
      on: {
        'tray.open': 'open',
        'tray.toggle': 'open',
      },
    },
    open: {
      entry: 'lockScroll',
      exit: 'unlockScroll',
      initial: 'browsing',
      on: {
        'tray.close': '#exploreTray.closed',
        'tray.toggle': '#exploreTray.closed',
        'tray.contact': { target: '#exploreTray.closed', actions: 'openContactModal' },
      },
      states: {
        browsing: {
          on: {
            'tray.choose': [
              {
                guard: 'isOnHomePage',
                target: 'leavingHome',
                actions: ['rememberPath', 'clearExtraClass'],
              },
              {
                target: '#exploreTray.closed',
                actions: { type: 'navigate', params: ({ event }) => ({ path: event.path }) },
              },
            ],
          },
        },
        // The page is about to change: further choices and closes wait for the navigation.
        leavingHome: {
          on: {
            'tray.close': {},
            'tray.toggle': {},
            'tray.contact': {},
            'tray.choose': {},
          },
          after: {
            homeNavigationDelay: {
              target: '#exploreTray.closed',
              actions: [
                {
                  type: 'navigate',
                  params: ({ context }) => ({ path: context.pendingPath ?? '/' }),
                },
                'forgetPath',
              ],
            },
          },
        },
      },
    },
  },
})
