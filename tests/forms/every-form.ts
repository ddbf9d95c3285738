import type { FormDefinition } from '../../schemas/forms/define'

/** The fuzz tests' seed: fixed so that CI is reproducible; FUZZ_SEED=<n> explores further. */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 15_05)

/** Every form definition in schemas/forms, found by shape, so that a new form is tested too. */
export const everyForm: FormDefinition[] = Object.values(
  import.meta.glob<Record<string, unknown>>('../../schemas/forms/*.ts', { eager: true }),
)
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is FormDefinition =>
      typeof value === 'object' && value !== null && 'fields' in value && 'compose' in value,
  )
