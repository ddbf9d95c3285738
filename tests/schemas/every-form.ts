import type { FieldSpec, FormDefinition } from '../../schemas/forms/define'

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

/** A value every form takes for a field of this kind and name. */
export function validValue(name: string, spec: FieldSpec): string | boolean {
  switch (spec.kind) {
    case 'checkbox':
      return true
    case 'email':
      return 'ada@example.org'
    case 'country':
      return 'GB'
    case 'select':
      return spec.options?.[0] ?? ''
    case 'textarea':
      return 'We would like to bring a VR science lab to our school next term.'
    case 'tel':
      return '0123456789'
    case 'url':
      return 'https://riverside.example'
    case 'number':
      return '12'
    default:
      return name === 'otherPartnershipType' ? 'A regional alliance' : 'Riverside Academy'
  }
}
