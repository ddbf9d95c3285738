// @vitest-environment node
import { serve } from '@hono/node-server'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { describeHosts, hostOf, siteHosts } from '../../server/host-guard'
import { databaseKind, serverForFile, testApp } from './harness'

// A write whose Host is not the site's is refused (server/host-guard.ts): the origin check takes
// a page of the origin built from Host as the site's own, so a name pointed at the service (DNS
// rebinding) got its visitors' browsers to write from their addresses.

const server = serverForFile({ emptyBeforeEach: ['waitlist_entries', 'rate_limits'] })

const entry = { name: 'Ada Lovelace', email: 'ada@example.org', country: 'GB' }
const refused = {
  message: 'The Host header names another site: this service takes writes only at its own address',
}
const entries = async () =>
  Number((await server.db.query<{ n: string }>('select count(*) as n from waitlist_entries'))[0]!.n)

/**
 * A waitlist entry sent as a page at `host` would send it: to an address at that host (as the
 * service over a socket builds it from Host), with Host, and with Origin built from it.
 */
const joinAt = (api: { app: typeof server.api.app }, host: string, extra = {}) =>
  api.app.request(`http://${host}/api/waitlist`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host,
      origin: `http://${host.toLowerCase()}`,
      ...extra,
    },
    body: JSON.stringify(entry),
  })

describe(`the Host of a write, on ${databaseKind}`, () => {
  it('with no PUBLIC_URL, this machine’s names on any port are the site’s; another is a 403', async () => {
    for (const host of ['localhost:4173', '127.0.0.1:51234', '[::1]:5173', 'LOCALHOST']) {
      expect((await joinAt(server.api, host)).status, host).toBe(200)
      await server.db.exec('truncate waitlist_entries')
    }
    // The waitlist entry DNS rebinding once stored: Origin and Host agree, and are not ours.
    const rebound = await joinAt(server.api, 'evil.example')
    expect(rebound.status).toBe(403)
    expect(await rebound.json()).toEqual(refused)
    expect(await joinAt(server.api, 'localhost.evil.example')).toHaveProperty('status', 403)
    expect(await entries()).toBe(0)
  })

  it('PUBLIC_URL’s host on any port, and ALLOWED_HOSTS on theirs, are the site’s', async () => {
    const hosts = siteHosts('https://www.example.org', ['10.0.0.5:4173', 'api.example.org'])
    expect(describeHosts(hosts)).toBe('www.example.org, 10.0.0.5:4173, api.example.org')
    const api = await testApp(server.db, {
      hosts,
      allowedOrigins: ['https://www.example.org'],
    })
    const origin = { origin: 'https://www.example.org' }
    for (const host of ['www.example.org', 'WWW.Example.ORG.', 'www.example.org:8443']) {
      expect((await joinAt(api, host, origin)).status, host).toBe(200)
      await server.db.exec('truncate waitlist_entries')
    }
    expect((await joinAt(api, '10.0.0.5:4173', origin)).status).toBe(200)
    await server.db.exec('truncate waitlist_entries')
    expect((await joinAt(api, 'api.example.org:80', origin)).status).toBe(200)
    await server.db.exec('truncate waitlist_entries')
    // One port past the listed one, and names that are not listed (this machine's included).
    for (const host of [
      '10.0.0.5:4174',
      'example.org',
      'www.example.org.evil.example',
      'localhost',
    ]) {
      expect((await joinAt(api, host, origin)).status, host).toBe(403)
    }
    expect(await entries()).toBe(0)
  })

  it('is refused in the request’s language, on every method that writes, and never on a read', async () => {
    const spanish = await joinAt(server.api, 'evil.example', { 'accept-language': 'es' })
    expect(await spanish.json()).toEqual({
      message:
        'La cabecera Host nombra otro sitio: este servicio solo acepta escrituras en su propia dirección',
    })
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await server.api.app.request('/api/waitlist', {
        method,
        headers: { host: 'evil.example' },
      })
      expect(response.status, method).toBe(403)
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const response = await server.api.app.request('/api/health', {
        method,
        headers: { host: 'evil.example' },
      })
      expect(response.status, method).not.toBe(403)
    }
  })

  it('over a real socket, the Host header the service hears is the one checked', async () => {
    const listening = serve({ fetch: server.api.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => listening.once('listening', resolve))
    const { port } = listening.address() as AddressInfo
    const post = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify(entry)
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/waitlist',
            headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
          },
          (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          },
        )
        request.on('error', reject)
        request.end(body)
      })
    try {
      // The browser tests' and the drills' service, called as they call it; then a rebound name.
      expect(await post(`127.0.0.1:${port}`)).toBe(200)
      expect(await post('evil.example')).toBe(403)
      expect(await entries()).toBe(1)
    } finally {
      await new Promise((resolve) => listening.close(resolve))
    }
  })

  it('a Host that is not a host at all is refused', async () => {
    for (const host of ['', 'a b', 'user@localhost', 'localhost/x', 'local%68ost']) {
      expect(hostOf(host), host).toBeUndefined()
    }
    expect(hostOf('Example.ORG.:8080')).toEqual({ name: 'example.org', port: '8080' })
    expect(hostOf('[::1]:4173')).toEqual({ name: '[::1]', port: '4173' })
  })

  it('reads PUBLIC_URL and ALLOWED_HOSTS, and names a bad one without echoing it', () => {
    const config = readConfig({
      PUBLIC_URL: 'https://www.example.org',
      ALLOWED_HOSTS: ' api.example.org , 10.0.0.5:4173 ',
    })
    expect(config.PUBLIC_URL).toBe('https://www.example.org')
    expect(config.ALLOWED_HOSTS).toEqual(['api.example.org', '10.0.0.5:4173'])
    expect(readConfig({})).toMatchObject({ PUBLIC_URL: '', ALLOWED_HOSTS: [] })
    expect(() => readConfig({ PUBLIC_URL: 'www.example.org' })).toThrow(
      'PUBLIC_URL must be an http(s) address',
    )
    expect(() => readConfig({ ALLOWED_HOSTS: 'ok.example,bad/host' })).toThrow(
      'ALLOWED_HOSTS must be host names',
    )
    expect(() => readConfig({ ALLOWED_HOSTS: 'ok.example,bad/host' })).not.toThrow('bad/host')
  })
})
