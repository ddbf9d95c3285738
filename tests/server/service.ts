import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A service process as `npm run serve` runs it (API only), and everything it has printed. */
export type Service = {
  child: ChildProcess
  url: string
  output: () => string
  /** SIGTERM, then the exit; SIGKILL if it has not gone in 10 s. */
  stop: () => Promise<void>
}

/** Spawns `server/index.ts` on a free port; resolves once it says where it listens. */
export function startService(env: Record<string, string>): Promise<Service> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: ':memory:',
      SERVE_DIST: '',
      OUTBOX_READ_TOKEN: '',
      TRUST_PROXY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.kill('SIGTERM')
    await exited
    clearTimeout(killer)
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`The service did not start in 60 s:\n${output}`))
    }, 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /API at (http:\/\/\S+?)\/api\/$/m.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({
          child,
          url: match[1]!.replace('localhost', '127.0.0.1'),
          output: () => output,
          stop,
        })
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`The service exited (${code ?? signal}) before it started:\n${output}`))
    })
  })
}

/**
 * A DATABASE_URL for a schema of its own on the test PostgreSQL server (TEST_DATABASE_URL), so
 * that service processes started by a test meet only each other; `drop` removes it.
 */
export async function postgresSchema(
  base: string,
): Promise<{ url: string; schema: string; drop: () => Promise<void> }> {
  const schema = `service_${randomBytes(6).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`create schema ${schema}`)
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return { url: url.toString(), schema, drop: () => admin(`drop schema ${schema} cascade`) }
}
