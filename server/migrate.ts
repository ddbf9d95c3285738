import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db } from './db'

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url))

/** Applies, in name order, every migration file not applied yet; each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  )
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
  )
  const pending = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort()
  for (const name of pending) {
    const sql = readFileSync(`${migrationsDir}/${name}`, 'utf8')
    await db.exec(
      // A migration may rightly take longer than a request may (server/db.ts postgresTimeouts).
      `begin;\nset local statement_timeout = 0;\n${sql}\ninsert into schema_migrations (name) values ('${name}');\ncommit;`,
    )
  }
  return pending
}
