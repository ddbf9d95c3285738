// What the drills start, and what to undo however a run ends: every child process is killed and
// every clean-up step (a temporary folder, the PostgreSQL cluster, the browser) runs, in reverse
// order, on success, on failure, on Ctrl-C and at the time limit.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))

const children = new Set()
const undo = []
let cleaningUp

/** A step for `cleanup` to run, after those registered later. */
export function onCleanup(step) {
  undo.push(step)
}

/** Kills what is still running and undoes every step; the same promise however often called. */
export function cleanup() {
  cleaningUp ??= (async () => {
    for (const child of children) child.kill('SIGKILL')
    for (const step of undo.reverse())
      await Promise.resolve()
        .then(step)
        .catch(() => {})
  })()
  return cleaningUp
}

/** An answer the service acknowledged: what a visitor's form takes as sent. */
export const is2xx = (status) => typeof status === 'number' && status >= 200 && status < 300

export async function assertPortFree(port) {
  const server = createServer()
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(
          `port ${port} is in use (${error.code}); free it or set DRILL_PORT_BASE to another base`,
        ),
      ),
    )
    server.listen(port, '127.0.0.1', resolve)
  })
  await new Promise((resolve) => server.close(resolve))
}

/**
 * The service as `npm run serve` runs it, on `port`; resolves once it says where it listens.
 * `stop()` sends SIGTERM (a clean close); `child.kill('SIGKILL')` is the crash.
 */
export async function startService(env, port) {
  await assertPortFree(port)
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SERVE_DIST: '',
      OUTBOX_READ_TOKEN: '',
      // The drills send thousands of POSTs from one address.
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let output = ''
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child)
      resolve({ code, signal })
    }),
  )
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the service did not start in 60 s:\n${output}`)),
      60_000,
    )
    child.stdout.on('data', () => {
      if (/(API|Site and API) at http:\/\//.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    })
    exited.then(({ code, signal }) => {
      clearTimeout(timer)
      reject(new Error(`the service exited (${code ?? signal}) before listening:\n${output}`))
    })
  })
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    startMs: Date.now() - started,
    output: () => output,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () => {
      child.kill('SIGTERM')
      return exited
    },
  }
}
