import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * One process per PGlite data folder. PGlite is PostgreSQL in a single process with no shared
 * memory: two processes on one folder each believe they own it, lose each other's writes and
 * end up damaging the files. The first to open the folder creates `service.lock` in it (open
 * with 'wx' creates it only if it does not exist, atomically), holding its PID and start time;
 * any other finds it and refuses to start. A lock whose PID is no longer alive was left by a
 * process that was killed, and is taken over.
 */
export const lockFileName = 'service.lock'

export type LockHolder = { pid: number; startedAt: string }

export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
    readonly lockFile: string,
  ) {
    super(
      `The data folder ${dir} is in use by another service process (PID ${holder.pid}, ` +
        `started ${holder.startedAt}). Two processes on one PGlite folder lose data and damage ` +
        `it, so this one does not start. To run a second instance, give it its own folder ` +
        `(DATA_DIR=.data/pglite-2) or use PostgreSQL (DATABASE_URL=postgres://…). If PID ` +
        `${holder.pid} is not a StemVerse service, delete ${lockFile} and start again.`,
    )
    this.name = 'DataDirInUse'
  }
}

export type DataDirLock = {
  file: string
  /** What happened to a lock that was there before: the PID of a dead holder taken over. */
  tookOverFrom?: number
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void
}

/** Lock files this process holds: a second open of the same folder in one process is refused too. */
const held = new Set<string>()

/** Is the process alive? EPERM means it exists but belongs to another user. */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  // Our own PID in an old lock: a previous life of this PID (a container restarted), not us.
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function parse(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>
    return typeof value.pid === 'number'
      ? { pid: value.pid, startedAt: String(value.startedAt) }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Removes a stale lock, unless another process replaced it since we read it: the file is first
 * moved to a name of our own, so that what we delete is exactly what we judged stale.
 */
function removeStale(file: string, staleText: string) {
  const moved = `${file}.${process.pid}.stale`
  try {
    renameSync(file, moved)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return // someone else removed it
    throw error
  }
  if (readText(moved) !== staleText) {
    // A process took the lock over between our read and our move: give it its lock back. (Only
    // a third process starting in that same instant could lose out; two cannot.)
    renameSync(moved, file)
    return
  }
  unlinkSync(moved)
}

/** Takes the data folder's lock, or throws DataDirInUse naming the process that holds it. */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const file = resolve(dir, lockFileName)
  const mine = `${JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() })}\n`
  let tookOverFrom: number | undefined
  for (let attempt = 0; attempt < 10; attempt++) {
    let fd: number
    try {
      fd = openSync(file, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let text = readText(file)
      // Empty or half-written: its creator may be between open and write; give it a moment.
      for (let wait = 0; text !== undefined && !parse(text) && wait < 5; wait++) {
        await sleep(40)
        text = readText(file)
      }
      if (text === undefined) continue // removed meanwhile: try again
      const holder = parse(text)
      if (holder && (held.has(file) || isAlive(holder.pid))) {
        throw new DataDirInUse(dir, holder, file)
      }
      // Left by a process that is gone (or unreadable junk): take it over.
      if (holder) tookOverFrom = holder.pid
      removeStale(file, text)
      continue
    }
    try {
      writeSync(fd, mine)
    } finally {
      closeSync(fd)
    }
    held.add(file)
    const release = () => {
      process.off('exit', release)
      held.delete(file)
      try {
        if (readText(file) === mine) unlinkSync(file)
      } catch {
        // The folder went away: nothing left to release.
      }
    }
    // However the process ends short of a clean close (process.exit after an error), the lock
    // goes with it. A kill -9 leaves it behind, to be taken over as stale.
    process.on('exit', release)
    return { file, release, ...(tookOverFrom !== undefined ? { tookOverFrom } : {}) }
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands. Try again.`)
}
