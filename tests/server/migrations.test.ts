// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openPglite, openPostgres, type Db } from '../../server/db'
import { migrate, renamedMigrations } from '../../server/migrate'
import { databaseKind, emptyPglite } from './harness'
import { postgresSchema } from './service'

const folder = new URL('../../server/migrations/', import.meta.url)
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.sql'))
  .sort()

/** The five files the service had before the renumbering, by the names it recorded then. */
const oldNames = [
  '001_init.sql',
  '002_csp_reports.sql',
  '002_rate_limits.sql',
  '003_blog_translations.sql',
  '003_locale.sql',
]
const newName = (old: string) => renamedMigrations[old] ?? old
const newNames = oldNames.map(newName)

/** An empty database: PGlite in memory, or a schema of its own on TEST_DATABASE_URL's server. */
async function emptyDb(): Promise<Db> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) {
    const db = await openPglite(undefined, { loadDataDir: await emptyPglite() })
    onTestFinished(() => db.close())
    return db
  }
  const schema = await postgresSchema(base)
  const db = await openPostgres(base, schema.schema)
  onTestFinished(async () => {
    await db.close()
    await schema.drop()
  })
  return db
}

/**
 * What the service did before the renumbering: the same SQL, applied in the order of the old
 * names and recorded under them. `count` stops early, as a database made by an older build.
 */
async function migrateAsBefore(db: Db, count = oldNames.length) {
  await db.exec(
    'create table schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  )
  for (const old of oldNames.slice(0, count)) {
    await db.exec(readFileSync(new URL(newName(old), folder), 'utf8'))
    await db.query(
      "insert into schema_migrations (name, applied_at) values ($1, '2025-01-01T00:00:00Z')",
      [old],
    )
  }
}

const recorded = async (db: Db) =>
  (await db.query<{ name: string }>('select name from schema_migrations order by name')).map(
    (row) => row.name,
  )

describe(`migration names on ${databaseKind}`, () => {
  it('are unique numbers, and the renumbering keeps the order the files applied in', () => {
    const numbers = files.map((file) => file.slice(0, 3))
    expect(new Set(numbers).size).toBe(files.length)
    expect(newNames).toEqual([
      '001_init.sql',
      '002_csp_reports.sql',
      '003_rate_limits.sql',
      '004_blog_translations.sql',
      '005_locale.sql',
    ])
    expect(files.slice(0, 5)).toEqual(newNames)
    // Sorted, the old names applied in the same order as the new ones do.
    expect([...oldNames].sort().map(newName)).toEqual(newNames)
  })

  it('a fresh database gets every file, under the new names', async () => {
    const db = await emptyDb()
    expect(await migrate(db)).toEqual(files)
    expect(await recorded(db)).toEqual(files)
    expect(await migrate(db)).toEqual([])
  }, 60_000)

  it('a database migrated under the old names moves to the new ones and runs nothing twice', async () => {
    const db = await emptyDb()
    await migrateAsBefore(db)
    await db.query(
      "insert into waitlist_entries (name, email, email_normalized, country, locale) values ('Ada', 'ada@example.org', 'ada@example.org', 'GB', 'es')",
    )

    // Only what came after the renumbering runs; a second run of any old file would fail
    // (create table of a table that exists).
    expect(await migrate(db)).toEqual(files.filter((file) => !newNames.includes(file)))
    expect(await recorded(db)).toEqual(files)
    // The records moved, keeping when they were applied.
    const kept = await db.query<{ name: string }>(
      "select name from schema_migrations where applied_at = '2025-01-01T00:00:00Z' order by name",
    )
    expect(kept.map((row) => row.name)).toEqual(newNames)
    expect(await db.query('select email, locale from waitlist_entries')).toEqual([
      { email: 'ada@example.org', locale: 'es' },
    ])
    expect(await migrate(db)).toEqual([])
  }, 60_000)

  it('a database from before the last old file gets that file alone, under its new name', async () => {
    const db = await emptyDb()
    await migrateAsBefore(db, 4)
    const pending = await migrate(db)
    expect(pending[0]).toBe('005_locale.sql')
    expect(pending).toEqual(files.filter((file) => !newNames.slice(0, 4).includes(file)))
    expect(await recorded(db)).toEqual(files)
  }, 60_000)

  it('where the old and the new name are both recorded, the new one stands', async () => {
    const db = await emptyDb()
    await migrate(db)
    await db.query("insert into schema_migrations (name) values ('003_locale.sql')")
    expect(await migrate(db)).toEqual([])
    expect(await recorded(db)).toEqual(files)
  }, 60_000)
})
