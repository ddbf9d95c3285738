// @vitest-environment node
// /.well-known/security.txt as RFC 9116 asks (src/trust/security-txt.ts, written by build:seo).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brand } from '../../content/facts'
import type { Db } from '../../server/db'
import { securityTxt, securityTxtPath } from '../../src/trust/security-txt'
import { testApp } from '../server/harness'

// These files never reach the database: a stand-in that refuses every query keeps it quick.
const refuse = () => Promise.reject(new Error('this test has no database'))
const db: Db = { kind: 'pglite', query: refuse, exec: refuse, transaction: refuse, close: refuse }
let api: Awaited<ReturnType<typeof testApp>>
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-trust-'))
  mkdirSync(join(dist, '.well-known'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>')
  writeFileSync(join(dist, securityTxtPath), securityTxt('https://school.example', new Date()))
  api = await testApp(db, { distDir: dist })
})
afterAll(() => {
  rmSync(dist, { recursive: true, force: true })
})

/** RFC 9116's fields, parsed: one "Name: value" per line, comments and blank lines skipped. */
function parseFields(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const match = /^([A-Za-z-]+): (\S.*)$/.exec(line)
    if (!match) throw new Error(`not a field: ${line}`)
    const name = match[1]!.toLowerCase()
    fields.set(name, [...(fields.get(name) ?? []), match[2]!])
  }
  return fields
}

describe('security.txt', () => {
  const built = new Date('2026-11-28T09:30:00.000Z')
  const fields = parseFields(securityTxt('https://school.example', built))

  it('has the fields RFC 9116 requires, once each, and the ones it recommends', () => {
    expect(fields.get('contact')).toEqual([`mailto:${brand.contactEmail}`])
    expect(fields.get('expires')).toHaveLength(1)
    expect(fields.get('preferred-languages')).toEqual(['en, es, ar, fr'])
    expect(fields.get('canonical')).toEqual(['https://school.example/.well-known/security.txt'])
    expect(fields.get('policy')).toEqual(['https://school.example/trust#security'])
  })

  it('expires a year after the build, in the RFC 3339 form, in the future', () => {
    const expires = fields.get('expires')![0]!
    expect(expires).toBe('2027-11-28T09:30:00Z')
    expect(
      Date.parse(securityTxt('https://x.example', new Date()).match(/Expires: (.*)/)![1]!),
    ).toBeGreaterThan(Date.now())
  })

  it('is served as text/plain by the service, without a redirect', async () => {
    const answer = await api.get(securityTxtPath)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(parseFields(await answer.text()).get('contact')).toHaveLength(1)
  })
})
