// What the drills start, and what to undo however a run ends: every child process is killed and
// every clean-up step (a temporary folder, the PostgreSQL cluster, the browser) runs, in reverse
// order, on success, on failure, on Ctrl-C and at the time limit.
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startService as startServiceProcess } from '../service-process.mjs'

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
 * The service (scripts/service-process.mjs) on `port`, with `env` over its defaults; resolves
 * once it says where it listens. `stop()` sends SIGTERM (a clean close);
 * `child.kill('SIGKILL')` is the crash. However the run ends, `cleanup` kills it.
 */
export async function startService(env, port) {
  await assertPortFree(port)
  const service = await startServiceProcess({
    port,
    // The drills send thousands of POSTs from one address.
    env: { RATE_LIMIT_PER_MINUTE: '100000000', ...env },
    // What a drill measures starts once the service listens: a start slowed by a busy machine
    // (111 s seen with a load average of 25 on 2 cores) is waited for, not a failure.
    timeoutMs: 300_000,
  })
  children.add(service.child)
  service.exited.then(() => children.delete(service.child))
  return { ...service, base: service.url }
}
