// The security headers the service sends with every answer, pages included (server/app.ts gives
// them to Hono's secureHeaders), and that the trust center (/trust, src/trust) lists with what
// each does: one list, so that a header added here is a header both send and name. Each page's
// Content-Security-Policy is apart: the build computes it per page (scripts/csp.ts, from
// src/security/csp.ts). tests/trust/headers.test.ts holds the service's answers equal to this.

export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-site',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
} as const

export type SecurityHeader = keyof typeof securityHeaders
