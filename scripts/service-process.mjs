// The service as `npm run serve` runs it (server/index.ts), started for a script or a test and
// waited for: the one place that knows how. The built site's checks (Lighthouse, the load budget,
// the HTTP Observatory), the browser tests' set-up, the benchmark, the drills and the service's
// own process tests all start theirs here.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const running = new Set()
// Whatever happens to the script, no service it started outlives it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * Starts the service and resolves once it says where it listens (rejects, the process killed,
 * if it exits first or is not listening within `timeoutMs`).
 *
 * Defaults: on 127.0.0.1, on a free port (`port` to choose one), on a fresh PGlite in memory,
 * API only (`dist: 'dist'` serves the built site too), the outbox closed, no proxy trusted; `env`
 * sets any other variable (`DATABASE_URL`, `DATA_DIR`, `RATE_LIMIT_PER_MINUTE`...) over those.
 * What it prints is kept (`output()`); with `echo`, its errors also go to this process's stderr.
 *
 * @param {import('./service-process.d.mts').ServiceOptions} [options]
 * @returns {Promise<import('./service-process.d.mts').ServiceProcess>}
 */
export function startService({
  dist = '',
  port = 0,
  env = {},
  echo = false,
  timeoutMs = 90_000,
} = {}) {
  const startedAt = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      DATABASE_URL: '',
      SERVE_DIST: dist,
      OUTBOX_READ_TOKEN: '',
      TRUST_PROXY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve({ code, signal })
    }),
  )
  const alive = () => child.exitCode === null && child.signalCode === null
  /** SIGTERM (a clean close), then the exit; SIGKILL if it has not gone in 10 s. */
  const stop = async () => {
    if (alive()) {
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      child.kill('SIGTERM')
      await exited
      clearTimeout(killer)
    }
    return exited
  }
  return new Promise((resolve, reject) => {
    const fail = (message) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${message}:\n${output}`))
    }
    const timer = setTimeout(
      () => fail(`The service did not start in ${timeoutMs / 1000} s`),
      // PGlite and the blog load in about 5 s; a busy 2-core machine can take many times that.
      timeoutMs,
    )
    const read = (chunk) => {
      output += chunk
      const match = /^(?:Site and API|API) at http:\/\/localhost:(\d+)\//m.exec(output)
      if (match) {
        clearTimeout(timer)
        const url = `http://127.0.0.1:${match[1]}`
        resolve({
          child,
          url,
          port: Number(match[1]),
          startMs: Date.now() - startedAt,
          output: () => output,
          exited,
          alive,
          stop,
        })
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    if (echo) child.stderr.on('data', (chunk) => process.stderr.write(chunk))
    exited.then(({ code, signal }) =>
      fail(`The service exited (${code ?? signal}) before it listened`),
    )
  })
}
