import type { Context, MiddlewareHandler } from 'hono'
import { m } from '../src/paraglide/messages.js'
import { fail } from './http'

/** A host as a request names it: its name (lower case, no final dot) and its port ('' is any). */
export type Host = { name: string; port: string }

/** 'www.example.org', 'Example.ORG.:8080' or '[::1]:4173' as a Host; undefined if it is not one. */
export function hostOf(text: string): Host | undefined {
  // Nothing but a name and a port: no path, user, query or escape for URL to read past.
  if (!text || /[\s/\\?#@%]/.test(text)) return undefined
  try {
    const url = new URL(`http://${text}`)
    return { name: url.hostname.replace(/\.$/, ''), port: url.port }
  } catch {
    return undefined
  }
}

/** This machine's names, which no other site's page can make a browser send. */
const loopback = ['localhost', '127.0.0.1', '[::1]']

/**
 * The hosts a write may name: PUBLIC_URL's, on any port (behind a proxy that ends TLS the service
 * hears another), and each of ALLOWED_HOSTS (on its port, if it gives one). With no PUBLIC_URL,
 * this machine's names on any port: `npm start`, `npm run dev` (Vite passes the page's Host on),
 * the browser tests and the drills all call the service at localhost or 127.0.0.1.
 */
export function siteHosts(publicUrl: string | undefined, allowed: readonly string[] = []): Host[] {
  const own = publicUrl ? [new URL(publicUrl).hostname] : loopback
  return [
    ...own.map((name) => ({ name: name.replace(/\.$/, ''), port: '' })),
    ...allowed.flatMap((text) => hostOf(text) ?? []),
  ]
}

const isOneOf = (hosts: readonly Host[], host: Host) =>
  hosts.some((own) => own.name === host.name && (own.port === '' || own.port === host.port))

/** The host a request names: its Host header, or its address's (a request made in process). */
const requestHost = (c: Context) => hostOf(c.req.header('host') ?? new URL(c.req.url).host)

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses with a 403, naming the Host header, a write whose Host is not one of the site's. The
 * origin check (app.ts) takes a page of the origin built from Host as the site's own: a page
 * whose name its owner points at this service (DNS rebinding) passed it, and its visitors'
 * browsers would send writes from their own addresses, a flood spread past the limit per address.
 */
export function refuseForeignHost(hosts: readonly Host[]): MiddlewareHandler {
  return async (c, next) => {
    if (writes.has(c.req.method.toUpperCase())) {
      const host = requestHost(c)
      if (!host || !isOneOf(hosts, host)) {
        throw fail(403, (locale) => m.api_host_refused({}, { locale }))
      }
    }
    await next()
  }
}

/** 'localhost, 127.0.0.1, [::1]' or 'www.example.org, 10.0.0.5:4173', for the start-up lines. */
export const describeHosts = (hosts: readonly Host[]) =>
  hosts.map((host) => (host.port ? `${host.name}:${host.port}` : host.name)).join(', ')
