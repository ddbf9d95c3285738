import { assign, setup } from 'xstate'

export type EstimatorEvent =
  { type: 'estimator.labs'; value: string } | { type: 'estimator.years'; value: number }

export type EstimatorInput = { labs?: string; years?: number; maxLabs: number; maxYears: number }

/** A whole number of labs within the range: the only input the estimator can price. */
const validLabs = (value: string, max: number) => {
  const trimmed = value.trim()
  if (!/^\d+$/.test(trimmed)) return false
  const labs = Number(trimmed)
  return labs >= 1 && labs <= max
}

/**
 * The licence and grant estimator on /lab-setup-and-learning: the number of labs as typed and the
 * licence length. `valid` while both can be priced; `invalid` keeps what was typed and the view
 * says what to fix. The arithmetic lives in src/lib/estimate.ts.
 */
export const estimatorMachine = setup({
  types: {
    context: {} as { labs: string; years: number; maxLabs: number; maxYears: number },
    input: {} as EstimatorInput,
    events: {} as EstimatorEvent,
  },
  guards: {
    labsValid: ({ context }) => validLabs(context.labs, context.maxLabs),
  },
}).createMachine({
  id: 'estimator',
  context: ({ input }) => ({
    labs: input.labs ?? '1',
    years: Math.min(Math.max(input.years ?? 3, 1), input.maxYears),
    maxLabs: input.maxLabs,
    maxYears: input.maxYears,
  }),
  initial: 'checking',
  on: {
    'estimator.labs': {
      target: '.checking',
      actions: assign({ labs: ({ event }) => event.value }),
    },
    'estimator.years': {
      target: '.checking',
      actions: assign({
        years: ({ context, event }) =>
          Number.isInteger(event.value) && event.value >= 1 && event.value <= context.maxYears
            ? event.value
            : context.years,
      }),
    },
  },
  states: {
    checking: {
      always: [{ guard: 'labsValid', target: 'valid' }, { target: 'invalid' }],
    },
    valid: {},
    invalid: {},
  },
})
