import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { createResourceMachine } from '../../../machines/resource.machine'
import { getInspect } from '../../lib/inspector'

/** Loads something once for the life of the component, through the resource machine. */
export function useResource<TData>(load: () => Promise<TData | null>) {
  const [logic] = useState(() =>
    createResourceMachine<TData>().provide({ actors: { load: fromPromise(() => load()) } }),
  )
  const inspect = getInspect()
  const [state] = useMachine(logic, inspect ? { inspect } : {})
  return state
}
