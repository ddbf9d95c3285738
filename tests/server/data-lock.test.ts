// @vitest-environment node
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirInUse, lockDataDir, lockFileName } from '../../server/data-lock'

/** The data folder's lock on its own, in this process (the real processes: service-process). */
const made: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-lock-'))
  made.push(dir)
  return dir
}
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
const holderOf = (dir: string) => JSON.parse(readFileSync(join(dir, lockFileName), 'utf8'))
const writeLock = (dir: string, content: string) => writeFileSync(join(dir, lockFileName), content)

/** The PID of a process that has run and exited. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the data folder lock', () => {
  it('holds the PID and start time, and release removes it', async () => {
    const dir = folder()
    const lock = await lockDataDir(dir)
    expect(holderOf(dir)).toEqual({ pid: process.pid, startedAt: expect.any(String) })
    expect(Date.parse(holderOf(dir).startedAt)).toBeGreaterThan(Date.now() - 60_000)
    lock.release()
    expect(existsSync(join(dir, lockFileName))).toBe(false)
    lock.release() // twice is harmless
  })

  it('refuses a second lock on a folder held in this process', async () => {
    const dir = folder()
    const lock = await lockDataDir(dir)
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUse)
    lock.release()
    ;(await lockDataDir(dir)).release()
  })

  it('refuses a folder held by another live process, naming the folder, the PID and the way out', async () => {
    const dir = folder()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      writeLock(dir, JSON.stringify({ pid: other.pid, startedAt: '2025-05-01T10:00:00.000Z' }))
      const error = await lockDataDir(dir).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DataDirInUse)
      const message = (error as Error).message
      expect(message).toContain(`The data folder ${dir} is in use`)
      expect(message).toContain(`PID ${other.pid}`)
      expect(message).toMatch(/DATA_DIR=.*DATABASE_URL=/)
      expect(holderOf(dir).pid).toBe(other.pid) // untouched
    } finally {
      other.kill()
    }
  })

  it('takes over a lock whose process is gone, and says from whom', async () => {
    const dir = folder()
    const pid = await deadPid()
    writeLock(dir, JSON.stringify({ pid, startedAt: '2025-05-01T10:00:00.000Z' }))
    const lock = await lockDataDir(dir)
    expect(lock.tookOverFrom).toBe(pid)
    expect(holderOf(dir).pid).toBe(process.pid)
    lock.release()
  })

  it("takes over a lock with this process's own PID that it does not hold (a restarted container)", async () => {
    const dir = folder()
    writeLock(dir, JSON.stringify({ pid: process.pid, startedAt: '2025-05-01T10:00:00.000Z' }))
    const lock = await lockDataDir(dir)
    expect(lock.tookOverFrom).toBe(process.pid)
    lock.release()
  })

  it('takes over an empty or unreadable lock file after a short wait', async () => {
    for (const content of ['', '{"pid":', 'junk']) {
      const dir = folder()
      writeLock(dir, content)
      const lock = await lockDataDir(dir)
      expect(holderOf(dir).pid).toBe(process.pid)
      lock.release()
    }
  })

  it('release leaves a lock that is no longer its own', async () => {
    const dir = folder()
    const lock = await lockDataDir(dir)
    const theirs = JSON.stringify({ pid: 1, startedAt: 'someone else' })
    writeLock(dir, theirs)
    lock.release()
    expect(readFileSync(join(dir, lockFileName), 'utf8')).toBe(theirs)
  })
})
