// The subprocessors the browser never sees, as the operator declares them for the deployment
// (.env.example): who hosts the site and the service, who runs the database, who delivers the
// e-mail. Empty means the operator runs it itself; e-mail delivery empty means no e-mail service.
// Read at build time by the trust center's loader only, through the site's checked settings
// (src/config.ts), as every VITE_* setting is.
import { config } from '../config'

export type Subprocessor = { role: 'hosting' | 'database' | 'emailDelivery'; provider: string }

export function subprocessors(): Subprocessor[] {
  return [
    { role: 'hosting', provider: config.VITE_TRUST_HOSTING.trim() },
    { role: 'database', provider: config.VITE_TRUST_DATABASE.trim() },
    { role: 'emailDelivery', provider: config.VITE_TRUST_EMAIL_DELIVERY.trim() },
  ]
}
