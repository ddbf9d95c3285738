import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { createResourceMachine } from '../../../machines/resource.machine'
import { useSeed } from './seeds'

/**
 * Loads something once for the life of the component, through the resource machine; on a
 * prerendered page, starts with what the page was prerendered with (`seedKey`).
 */
export function useResource<TData>(load: () => Promise<TData | null>, seedKey?: string) {
  const seed = useSeed<TData | null>(seedKey ?? '')
  const [logic] = useState(() =>
    createResourceMachine<TData>().provide({ actors: { load: fromPromise(() => load()) } }),
  )
  const [state] = useMachine(logic, {
    input: { seed: seedKey ? seed : undefined },
  })
  return state
}
