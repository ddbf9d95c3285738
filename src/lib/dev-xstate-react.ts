// Development only. The development server and the tests give the site's modules this file when
// they import '@xstate/react' (scripts/dev-actors-plugin.ts); the production build never does, so
// the components call the library's own hooks and the visitor's bundle carries nothing for the
// development tools. Here every machine a component starts passes through the development hooks
// (src/lib/dev-actors.ts): the Stately inspector and the workbench's clock and stand-ins.
import { useActorRef as useActorRefOriginal, useMachine as useMachineOriginal } from '@xstate/react'
import type { AnyActorLogic } from 'xstate'
import { devLogic, devOptions } from './dev-actors'

export * from '@xstate/react'

export const useMachine = ((logic: AnyActorLogic, options?: object) =>
  useMachineOriginal(
    devLogic(logic) as never,
    devOptions(options ?? {}) as never,
  )) as unknown as typeof useMachineOriginal

export const useActorRef = ((logic: AnyActorLogic, options?: object, observer?: never) =>
  useActorRefOriginal(
    devLogic(logic) as never,
    devOptions(options ?? {}) as never,
    observer,
  )) as unknown as typeof useActorRefOriginal
