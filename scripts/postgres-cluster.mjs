// A throwaway PostgreSQL cluster on loopback, made from the machine's server binaries (Debian's
// `postgresql` package) in a fresh folder under the system's temporary directory, and removed
// with it. The one place that knows how: the service's tests on PostgreSQL
// (scripts/with-postgres.mjs) and the failure drills (scripts/drills/) both start theirs here.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Runs a command to its end without blocking the event loop, so that whatever the caller keeps
 * going meanwhile (a drill's load) goes on; rejects with its output when it fails.
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output}`)),
    )
  })
}

/** The newest installed server's binaries, or undefined when there are none. */
async function serverBinaries() {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : []
  const pgConfig = await run('pg_config', ['--bindir']).catch(() => '')
  const candidates = [...versions, pgConfig.trim(), '/usr/local/bin', '/usr/bin']
  return candidates.find(
    (dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  )
}

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

/**
 * Makes and starts a cluster with one database, reachable without a password as `postgres` on
 * 127.0.0.1 only. `durable: false` turns fsync off, for tests that never survive a power cut
 * anyway; the drills keep it on, since what a crash loses is what they measure. Call `remove()`
 * however the caller ends: it stops the server at once and deletes the folder.
 *
 * @param {{ database: string, port?: number, durable?: boolean }} options
 */
export async function startCluster({ database, port, durable = true }) {
  const bin = await serverBinaries()
  if (!bin) {
    throw new Error(
      "No PostgreSQL server binaries: install Debian's postgresql package (see the README) " +
        'or set TEST_DATABASE_URL.',
    )
  }
  port ??= await freePort()
  const work = mkdtempSync(join(tmpdir(), 'stemverse-pg-'))
  const dataDir = join(work, 'data')
  // PostgreSQL refuses to run as root: the cluster then belongs to the postgres user.
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []
  const pg = (tool, args) =>
    asOwner.length
      ? run(asOwner[0], [...asOwner.slice(1), join(bin, tool), ...args])
      : run(join(bin, tool), args)
  const settings = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1`
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    dataDir,
    version: '',
    /** Starts the server again after `stop`, and waits until it accepts connections. */
    start: () =>
      pg('pg_ctl', [
        ...['-D', dataDir, '-l', join(work, 'log'), '-w', '-t', '60'],
        ...['-o', durable ? settings : `${settings} -c fsync=off`, 'start'],
      ]),
    /** `pg_ctl stop` in the given mode (smart, fast or immediate), waiting until it is down. */
    stop: (mode) => pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']),
    remove: async () => {
      await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => {})
      rmSync(work, { recursive: true, force: true })
    },
  }
  try {
    if (asOwner.length) {
      await run('id', ['postgres']).catch(() =>
        run('useradd', ['--system', '--home', work, 'postgres']),
      )
      await run('chown', ['postgres', work])
    }
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync'])
    await cluster.start()
    await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database])
    const version = await run(join(bin, 'postgres'), ['--version'])
    cluster.version = /\d+(\.\d+)+/.exec(version)?.[0] ?? version.trim()
  } catch (error) {
    await cluster.remove()
    throw error
  }
  return cluster
}
