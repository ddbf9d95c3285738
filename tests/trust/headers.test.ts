// @vitest-environment node
// The security headers the trust center names (schemas/security-headers.ts) are the ones the
// service sends, value for value, and it sends no other security header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from '../../schemas/security-headers'
import type { Db } from '../../server/db'
import { testApp } from '../server/harness'

const refuse = () => Promise.reject(new Error('this test has no database'))
const db: Db = { kind: 'pglite', query: refuse, exec: refuse, transaction: refuse, close: refuse }
let api: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  api = await testApp(db)
})
afterAll(() => undefined)

/** Headers about the answer itself, not security. */
const notSecurity = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'vary',
  'cache-control',
  'content-security-policy',
  'content-language',
  'content-encoding',
  'transfer-encoding',
])

describe('the security headers', () => {
  it('are sent as the trust center lists them, and no others', async () => {
    const answer = await api.get('/api/health/live')
    expect(answer.status).toBe(200)
    const sent = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !notSecurity.has(name) && !name.startsWith('ratelimit'),
      ),
    )
    const listed = Object.fromEntries(
      Object.entries(securityHeaders).map(([name, value]) => [name.toLowerCase(), value]),
    )
    expect(sent).toEqual(listed)
  })
})
