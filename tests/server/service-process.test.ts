// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { lockFileName } from '../../server/data-lock'
import { openPglite } from '../../server/db'
import { migrate } from '../../server/migrate'
import { enquiryParams } from './enquiry-fixture'

/**
 * The service as `npm start` runs it, in real processes, on PGlite data folders. PostgreSQL and
 * ':memory:' need no lock, so these run once, on the PGlite pass of tests/server.
 */

let work: string
let template: string
const running = new Set<ChildProcess>()

type Started = { child: ChildProcess; url: string; output: () => string }
type Exited = { code: number | null; signal: NodeJS.Signals | null; output: string }

/** Spawns the service; resolves when it says where it listens, or when it exits first. */
function start(env: Record<string, string>): Promise<Started | Exited> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SERVE_DIST: '',
      OUTBOX_READ_TOKEN: 'test-token-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The service did not start:\n${output}`)),
      25_000,
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /API at (http:\/\/\S+?)\/api\/$/m.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output: () => output })
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code, signal) => {
      running.delete(child)
      clearTimeout(timer)
      resolve({ code, signal, output })
    })
  })
}

function started(result: Started | Exited): Started {
  if ('child' in result) return result
  throw new Error(`The service exited (${result.code ?? result.signal}):\n${result.output}`)
}

function exited(result: Started | Exited): Exited {
  if ('code' in result) return result
  throw new Error(`The service started, but should not have:\n${result.output()}`)
}

const stopWith = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal }))
    child.kill(signal)
  })

/** A copy of a migrated data folder: PGlite's first start (initdb) takes several seconds. */
function dataDir(name: string) {
  const dir = join(work, name)
  cpSync(template, dir, { recursive: true })
  return dir
}

const token = { authorization: 'Bearer test-token-0123456789' }

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'one service per PGlite data folder',
  { timeout: 60_000 },
  () => {
    beforeAll(async () => {
      work = mkdtempSync(join(tmpdir(), 'service-process-'))
      template = join(work, 'template')
      const db = await openPglite(template)
      await migrate(db)
      await db.close()
    }, 90_000)
    afterEach(() => {
      for (const child of running) child.kill('SIGKILL')
    })
    afterAll(() => rmSync(work, { recursive: true, force: true }))

    it('a second process on the same folder refuses to start, says why, and the first keeps answering', async () => {
      const dir = dataDir('shared')
      const first = started(await start({ DATA_DIR: dir }))
      const second = exited(await start({ DATA_DIR: dir }))

      expect(second.code).not.toBe(0)
      expect(second.code).not.toBeNull()
      expect(second.output).toContain(`The data folder ${dir} is in use`)
      expect(second.output).toContain(`PID ${first.child.pid}`)
      expect(second.output).toContain('DATA_DIR=')
      expect(second.output).toContain('DATABASE_URL=')
      expect(second.output).not.toMatch(/^\s+at /m)

      // The first is untouched: it still answers and still stores.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200)
      const sent = await fetch(`${first.url}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada', email: 'ada@example.org', country: 'GB' }),
      })
      expect(sent.status).toBe(200)
      expect(JSON.parse(readFileSync(join(dir, lockFileName), 'utf8')).pid).toBe(first.child.pid)
    })

    it('takes over a lock left by a process that is no longer running', async () => {
      const dir = dataDir('stale')
      // A real PID that is gone: a process that has exited.
      const gone = spawn(process.execPath, ['-e', ''])
      await new Promise((resolve) => gone.once('exit', resolve))
      const deadPid = gone.pid!
      writeFileSync(
        join(dir, lockFileName),
        JSON.stringify({ pid: deadPid, startedAt: '2025-01-01T00:00:00.000Z' }),
      )

      const service = started(await start({ DATA_DIR: dir }))
      expect(service.output()).toContain(`left by process ${deadPid}, which is no longer running`)
      expect(JSON.parse(readFileSync(join(dir, lockFileName), 'utf8')).pid).toBe(service.child.pid)
      expect((await fetch(`${service.url}/api/health`)).status).toBe(200)
    })

    it('SIGTERM and SIGINT close PGlite and give up the folder: the next start has the data', async () => {
      const dir = dataDir('signals')
      const first = started(await start({ DATA_DIR: dir }))
      const message = {
        user_id: 'key',
        service_id: 'service_local',
        template_id: 'template_generalContact',
        template_params: enquiryParams,
      }
      const sent = await fetch(`${first.url}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
      })
      expect(sent.status).toBe(200)
      expect(await stopWith(first.child, 'SIGTERM')).toEqual({ code: 0, signal: null })
      expect(existsSync(join(dir, lockFileName))).toBe(false)

      const second = started(await start({ DATA_DIR: dir }))
      expect(second.output()).not.toContain('Took over')
      const outbox = await (await fetch(`${second.url}/api/outbox`, { headers: token })).json()
      expect(outbox.data[0].templateParams).toEqual(enquiryParams)
      expect(await stopWith(second.child, 'SIGINT')).toEqual({ code: 0, signal: null })
      expect(existsSync(join(dir, lockFileName))).toBe(false)
    })

    it('a damaged data folder gets one line that says how to recover, and exit code 1', async () => {
      const dir = join(work, 'damaged')
      mkdirSync(dir)
      // What a half-copied or overwritten folder looks like to PostgreSQL: files it cannot read.
      writeFileSync(join(dir, 'PG_VERSION'), 'not a version\n')
      mkdirSync(join(dir, 'global'))
      writeFileSync(join(dir, 'global', 'pg_control'), 'garbage'.repeat(1000))

      const result = exited(await start({ DATA_DIR: dir }))
      expect(result.code).toBe(1)
      const lines = result.output.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(`PGlite could not open its data folder ${dir}`)
      expect(lines[0]).toContain(`move it aside (mv ${dir} ${dir}.damaged)`)
      expect(lines[0]).toContain('from a backup')
      // It let go of the folder: nothing else is left holding it.
      expect(existsSync(join(dir, lockFileName))).toBe(false)
    })
  },
)
