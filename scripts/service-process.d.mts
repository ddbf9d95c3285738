import type { ChildProcess } from 'node:child_process'

export type ServiceOptions = {
  /** The built site's folder to serve beside the API ('dist'); API only when empty. */
  dist?: string
  /** 0 (the default) for a free port. */
  port?: number
  /** Variables over the defaults (DATABASE_URL, DATA_DIR, OUTBOX_READ_TOKEN...). */
  env?: Record<string, string>
  /** Its stderr (errors) also goes to this process's stderr. */
  echo?: boolean
  timeoutMs?: number
}

export type ServiceProcess = {
  child: ChildProcess
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string
  port: number
  /** From the spawn to "listening". */
  startMs: number
  /** Everything it has printed so far. */
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  alive: () => boolean
  /** SIGTERM, then the exit; SIGKILL if it has not gone in 10 s. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export declare function startService(options?: ServiceOptions): Promise<ServiceProcess>
