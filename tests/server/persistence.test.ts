// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openPglite } from '../../server/db'
import { migrate } from '../../server/migrate'
import { testApp } from './harness'
import { enquiryParams } from './enquiry-fixture'

describe('PGlite in a data folder', () => {
  it('keeps waitlist entries, subscribers and mail across a restart, and migrates once', async () => {
    // Nested, as .data/pglite is on a fresh clone: the parent folders do not exist yet.
    const root = mkdtempSync(join(tmpdir(), 'pglite-'))
    onTestFinished(() => rmSync(root, { recursive: true, force: true }))
    const dir = join(root, '.data', 'pglite')
    const first = await openPglite(dir)
    // Every migration, in name order, the first time.
    const all = readdirSync(new URL('../../server/migrations', import.meta.url))
      .filter((file) => file.endsWith('.sql'))
      .sort()
    expect(all[0]).toBe('001_init.sql')
    expect(await migrate(first)).toEqual(all)
    const api = await testApp(first)
    await api.postJson('/api/waitlist', { name: 'Ada', email: 'ada@example.org', country: 'GB' })
    await api.postJson('/api/blog/subscribe', {
      name: 'Ada',
      email: 'ada@example.org',
      acknowledge: true,
    })
    await api.postJson('/api/v1.0/email/send', {
      user_id: 'k',
      service_id: 'service_local',
      template_id: 'template_generalContact',
      template_params: enquiryParams,
    })
    await first.close()

    const second = await openPglite(dir)
    expect(await migrate(second)).toEqual([])
    expect(await second.query('select email from waitlist_entries')).toEqual([
      { email: 'ada@example.org' },
    ])
    expect(await second.query('select email from blog_subscribers')).toEqual([
      { email: 'ada@example.org' },
    ])
    expect(await second.query('select template_params from outbox_messages')).toEqual([
      { template_params: enquiryParams },
    ])
    await second.close()
    // Two PGlite starts on disk, with every migration: seconds each on a busy 2-core machine.
  }, 60_000)
})
