import type { ReactNode } from 'react'
import { CurrencyProvider } from './currency-actor'
import { ModalProvider } from './modal-actor'

/** What every page sits in, the same in the browser and in prerendering. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CurrencyProvider>
      <ModalProvider>{children}</ModalProvider>
    </CurrencyProvider>
  )
}
