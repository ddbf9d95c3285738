// @vitest-environment node
import { serve, type ServerType } from '@hono/node-server'
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fuzzAppForFile } from './fuzz/app'

// The fuzz run's app (fuzz.test.ts), on a real socket.
const fuzzed = fuzzAppForFile()

/**
 * A refused large body must not break the next request on the same connection. The body limit
 * answers from the Content-Length alone, while the body is still arriving. HTTP/1.1 leaves two
 * honest ways on: read the rest and keep the connection, or say `Connection: close` and close it
 * (RFC 9110 §15.5.14, RFC 9112 §9.6), after which the client opens a new one. The service drains
 * a body up to 64 kB (the most it ever reads) and keeps the connection; past that, or a refused
 * chunked body, it closes and says so. What it must never do is say keep-alive and then close:
 * that is what it did for a 2 MB body, and the client's next request on the socket was lost.
 */
describe('over a real keep-alive connection', () => {
  let server: ServerType
  let port: number
  beforeAll(async () => {
    server = serve({ fetch: fuzzed.api.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  type Answer = { status: number; headers: IncomingHttpHeaders; text: string; socket: Socket }

  /** One request through `agent`; the body, if any, is sent with a length or chunked. */
  function call(
    agent: Agent,
    method: string,
    path: string,
    body?: { bytes: Buffer; chunked?: boolean; headers?: Record<string, string> },
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: {
            ...(body ? { 'content-type': 'application/json', ...body.headers } : {}),
            ...(body && !body.chunked ? { 'content-length': String(body.bytes.length) } : {}),
          },
        },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text,
              socket: response.socket as Socket,
            }),
          )
        },
      )
      request.on('error', reject)
      if (body?.chunked) {
        // Several chunks, so the limit is crossed while the body is still arriving.
        for (let at = 0; at < body.bytes.length; at += 256 * 1024) {
          request.write(body.bytes.subarray(at, at + 256 * 1024))
        }
        request.end()
      } else request.end(body?.bytes)
    })
  }

  const MB = 1024 * 1024
  it.each([
    ['a 2 MB JSON body', 'POST', '/api/waitlist', { bytes: Buffer.alloc(2 * MB, 'a') }, 413],
    [
      'a 2 MB chunked JSON body',
      'POST',
      '/api/blog/subscribe',
      { bytes: Buffer.alloc(2 * MB, 'a'), chunked: true },
      413,
    ],
    [
      'a 2 MB form body',
      'POST',
      '/api/v1.0/email/send-form',
      {
        bytes: Buffer.alloc(2 * MB, 'a'),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
      413,
    ],
    [
      'a 2 MB body from a refused origin',
      'POST',
      '/api/waitlist',
      { bytes: Buffer.alloc(2 * MB, 'a'), headers: { origin: 'https://evil.example' } },
      403,
    ],
    [
      'a 2 MB body where nothing reads one',
      'PUT',
      '/api/waitlist',
      { bytes: Buffer.alloc(2 * MB, 'a') },
      404,
    ],
    ['a 2 MB body sent to a page', 'POST', '/svs', { bytes: Buffer.alloc(2 * MB, 'a') }, 404],
    ['a 20 kB JSON body', 'POST', '/api/waitlist', { bytes: Buffer.alloc(20 * 1024, 'a') }, 413],
  ] as const)(
    '%s: refused, and the next request on the connection is answered',
    async (_, method, path, body, status) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      try {
        const refused = await call(agent, method, path, body)
        expect(refused.status).toBe(status)
        const next = await call(agent, 'GET', '/api/health')
        expect(next.status).toBe(200)
        expect(JSON.parse(next.text)).toMatchObject({ status: 'ok' })
        if (refused.headers.connection === 'close') {
          // Said and done: the next request went on a new connection.
          expect(next.socket).not.toBe(refused.socket)
        } else {
          // Kept: the next request went on the same one.
          expect(next.socket).toBe(refused.socket)
        }
        if (body.bytes.length > 64 * 1024 || 'chunked' in body) {
          expect(refused.headers.connection).toBe('close')
        } else expect(refused.headers.connection).toBe('keep-alive')
      } finally {
        agent.destroy()
      }
    },
  )

  /**
   * Writes `parts` on one socket; reads until `answers` answers have ended or the server closes
   * the connection (or 5 s pass). Resolves with what came back, and whether the server closed it.
   */
  function raw(parts: Buffer[], answers: number): Promise<{ text: string; closed: boolean }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1')
      let text = ''
      const done = (closed: boolean) => {
        clearTimeout(timer)
        socket.destroy()
        resolve({ text, closed })
      }
      const timer = setTimeout(() => done(false), 5000)
      socket.setEncoding('latin1')
      socket.on('data', (chunk: string) => {
        text += chunk
        // Every answer here is JSON with a length: complete when its last body has arrived.
        const ends = [...text.matchAll(/content-length: (\d+)\r\n[^]*?\r\n\r\n/gi)]
        const last = ends.at(-1)
        if (ends.length >= answers && last) {
          const end = last.index + last[0].length + Number(last[1])
          if (Buffer.byteLength(text, 'latin1') >= end) done(false)
        }
      })
      socket.on('error', reject)
      socket.on('close', () => done(true))
      socket.on('connect', async () => {
        for (const part of parts) {
          if (socket.destroyed) return
          if (!socket.write(part)) await new Promise((go) => socket.once('drain', go))
        }
      })
    })
  }
  const post = (length: number) =>
    Buffer.from(
      `POST /api/waitlist HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
    )
  // Answers follow each other with no line break between a body and the next status line.
  const statusCodes = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => m[1])
  const health = Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n')

  it('pipelined after a 20 kB refused body, the next request is answered on the connection', async () => {
    const { text, closed } = await raw([post(20 * 1024), Buffer.alloc(20 * 1024, 'a'), health], 2)
    expect(statusCodes(text)).toEqual(['413', '200'])
    expect(closed).toBe(false)
  })

  it('pipelined after a 2 MB refused body, the answer says Connection: close and does', async () => {
    const { text, closed } = await raw([post(2 * MB), Buffer.alloc(2 * MB, 'a'), health], 2)
    expect(statusCodes(text)).toEqual(['413'])
    expect(text).toMatch(/^connection: close\r$/im)
    expect(closed).toBe(true)
  })
})
