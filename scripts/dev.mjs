#!/usr/bin/env node
// `npm run dev`: the local service (restarting on change) and Vite with hot reload, together.
// Vite proxies /api to the service, so the site and the API share an origin as in production.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '8787'
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
for (const child of children) {
  child.on('exit', (code) => {
    stop()
    process.exit(code ?? 0)
  })
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
