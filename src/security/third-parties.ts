import { config } from '../config'
import type { ThirdParties } from './csp'

/**
 * The third parties of the site's Content-Security-Policy, from the configuration the app reads:
 * the build's policy (scripts/csp.ts) and the trust center (src/trust) both start here.
 */
export function thirdParties(): ThirdParties {
  return {
    api: config.VITE_API_BASE_URL,
    email: config.VITE_EMAILJS_ORIGIN,
    geolocation: config.VITE_GEOLOCATION_URL,
    schedulingWidget: config.VITE_SCHEDULING_WIDGET_URL,
    schedulingPage: config.VITE_SCHEDULING_PAGE_URL,
  }
}
