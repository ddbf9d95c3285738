import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { locales } from '../content/locales'
import type { Db } from './db'

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url))

/** Any number, the same in every process: the key of the lock migrations hold (see below). */
const migrationLock = 4_817_215

/**
 * Files that were renamed after databases had recorded them, old name → new name. Two pairs of
 * files once shared a number (002, 003); they were renumbered so that every number is unique,
 * keeping the order in which they applied. A database that recorded the old names is brought to
 * the new ones before anything runs, so nothing runs twice. Never reuse an old name here.
 */
export const renamedMigrations: Readonly<Record<string, string>> = {
  '002_rate_limits.sql': '003_rate_limits.sql',
  '003_blog_translations.sql': '004_blog_translations.sql',
  '003_locale.sql': '005_locale.sql',
}

/**
 * Applies, in name order, every migration file not applied yet, all in one transaction. Several
 * service processes starting at once on one PostgreSQL (a deploy, a scale-up) would otherwise
 * race to create the same tables: the first takes a transaction-scoped advisory lock and
 * migrates, the others wait for it and then find nothing left to do.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    // A migration may rightly take longer than a request may (server/db.ts postgresTimeouts),
    // and so may waiting for another process's migration.
    await tx.exec('set local statement_timeout = 0')
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLock])
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    )
    for (const [from, to] of Object.entries(renamedMigrations)) {
      // Where both names are recorded (the new code ran, then the old), the new one stands.
      await tx.query(
        'delete from schema_migrations where name = $1 and exists (select 1 from schema_migrations where name = $2)',
        [from, to],
      )
      await tx.query('update schema_migrations set name = $2 where name = $1', [from, to])
    }
    const applied = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map(
        (row) => row.name,
      ),
    )
    const pending = readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql') && !applied.has(file))
      .sort()
    for (const name of pending) {
      await tx.exec(readFileSync(`${migrationsDir}/${name}`, 'utf8'))
      await tx.query('insert into schema_migrations (name) values ($1)', [name])
    }
    await syncLocales(tx)
    return pending
  })
}

/**
 * Writes the site's languages (content/locales.ts, the one list) into `site_locales`, which the
 * columns holding a visitor's language refer to (migrations/008_site_locales.sql): a language
 * added to the list is stored from the next start, with no migration. One that leaves the list
 * stays in the table, so that the rows written in it stay valid; the service's own check
 * (schemas/fields.ts `localeField`) takes only the list's.
 */
export async function syncLocales(db: Pick<Db, 'query'>, list: readonly string[] = locales) {
  await db.query(
    'insert into site_locales (code) select unnest($1::text[]) on conflict (code) do nothing',
    [list],
  )
}
