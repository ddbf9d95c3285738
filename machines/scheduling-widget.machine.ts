import { fromCallback, fromPromise, setup } from 'xstate'

/**
 * The third-party scheduling widget inside the scheduling modal, one actor per
 * opening. The widget's script is loaded once per page (the loader keeps it); the widget itself
 * is started on every opening through its own API and torn down when the modal goes, because the
 * script only scans the page for widgets once, when it first loads, and a second opening would
 * otherwise show an empty box. If the script does not arrive in time, fails, or the widget does
 * not start, the view falls back to a plain link, never an empty box.
 */
export const schedulingWidgetMachine = setup({
  actors: {
    load: fromPromise<void, void>(async () => {
      throw new Error('No loader was provided')
    }),
    /** Starts the widget; what it returns removes it (when the modal goes, or on failure). */
    widget: fromCallback(() => {
      throw new Error('No widget was provided')
    }),
  },
  delays: { loadTimeout: 8000 },
}).createMachine({
  id: 'schedulingWidget',
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'load', onDone: 'shown', onError: 'failed' },
      after: { loadTimeout: 'failed' },
    },
    shown: {
      invoke: { src: 'widget', onError: 'failed' },
    },
    failed: {},
  },
})
