import { BlockList, isIP, SocketAddress } from 'node:net'

/**
 * Which peers may tell us who the visitor is (TRUST_PROXY). `hop` counts from the service: 0 is
 * the address the connection came from, 1 the rightmost X-Forwarded-For entry, and so on.
 */
export type ProxyTrust = {
  trusts(address: string, hop: number): boolean
  /** For the start-up line: what is trusted, in words. */
  description: string
}

export const trustNoProxy: ProxyTrust = {
  trusts: () => false,
  description: `no proxy trusted: the client address is the connection's`,
}

/** Ranges an operator can name instead of spelling them out (as Express's 'trust proxy' does). */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/**
 * Reads TRUST_PROXY: empty trusts nothing; a whole number is how many proxies stand in front
 * of the service (0 = none); otherwise a comma-separated list of addresses, CIDR ranges and the
 * names loopback, linklocal, uniquelocal. Throws a message naming what it cannot read.
 */
export function parseTrustProxy(value: string): ProxyTrust {
  const text = value.trim()
  if (text === '') return trustNoProxy
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops === 0) return trustNoProxy
    return {
      trusts: (_, hop) => hop < hops,
      description: `the client address is read from X-Forwarded-For behind ${hops} ${hops === 1 ? 'proxy' : 'proxies'}`,
    }
  }
  const list = new BlockList()
  const entries = text.split(',').map((entry) => entry.trim())
  for (const entry of entries) {
    for (const range of namedRanges[entry.toLowerCase()] ?? [entry]) addRange(list, range)
  }
  return {
    trusts: (address) => list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4'),
    description: `the client address is read from X-Forwarded-For through proxies at ${entries.join(', ')}`,
  }
}

function addRange(list: BlockList, range: string) {
  const [address = '', prefix, ...rest] = range.split('/')
  const family = isIP(address)
  const bits = family === 6 ? 128 : 32
  const problem = `'${range}' is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`
  if (family === 0 || rest.length > 0) throw new Error(problem)
  if (prefix === undefined) return list.addAddress(address, family === 6 ? 'ipv6' : 'ipv4')
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) throw new Error(problem)
  list.addSubnet(address, Number(prefix), family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * One address in its canonical form, or undefined if it is not an address. An IPv4-mapped IPv6
 * address (::ffff:192.0.2.1, what a dual-stack socket reports for an IPv4 peer) becomes plain
 * IPv4 and IPv6 is written one way (lower case, zeros compressed, no zone), so one visitor is one
 * key however the address reached us. An X-Forwarded-For entry may carry a port (192.0.2.1:5000,
 * [2001:db8::1]:5000), as some proxies write it.
 */
export function canonicalAddress(raw: string): string | undefined {
  let text = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (withPort) text = withPort[1]!
  const family = isIP(text)
  if (family === 4) return text
  if (family !== 6) return undefined
  const canonical = new SocketAddress({ address: text, family: 'ipv6' }).address
  return /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(canonical)?.[1] ?? canonical
}

/**
 * The visitor's address, as Express's 'trust proxy' finds it: start from the connection's peer
 * and, while the address in hand is a trusted proxy, step one entry leftwards in
 * X-Forwarded-For (each proxy appends the address it was reached from). The first address that
 * is not trusted is the visitor; if every one is, the leftmost entry. Entries left of the
 * visitor were written by the visitor and are never read, so a spoofed header changes nothing.
 * A malformed entry where one must be read means a proxy we trust wrote something we cannot
 * read: the peer's own address is used.
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string {
  const socket = canonicalAddress(peer ?? '')
  if (socket === undefined) return peer || 'unknown'
  if (!forwardedFor) return socket
  const hops = forwardedFor.split(',')
  let address = socket
  for (let hop = 0; trust.trusts(address, hop); hop++) {
    const next = hops.pop()
    if (next === undefined) return address
    const parsed = canonicalAddress(next)
    if (parsed === undefined) return socket
    address = parsed
  }
  return address
}

/** 64:ff9b::/96, NAT64's well-known prefix: the last 32 bits are an IPv4 address. */
const nat64 = [0x64, 0xff9b, 0, 0, 0, 0]

/** An IPv6 address's eight 16-bit groups (a trailing dotted IPv4 part read as two). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return groups.map((group) => parseInt(group, 16))
}

/**
 * Who counts as one visitor for limits and read counts: an IPv4 address as it is, an IPv6
 * address by its /64 (`2001:db8:1:2::/64`). One IPv6 subscriber is given a whole /64 and may
 * pick any address in it, so keying by the full address would let one client multiply its
 * quota. An IPv4-mapped address (::ffff:192.0.2.1) and one behind NAT64 (64:ff9b::192.0.2.1)
 * are the IPv4 client they carry. Anything that is not an address ('unknown') is kept as it is.
 */
export function visitorKey(address: string): string {
  const family = isIP(address.split('%')[0]!)
  if (family !== 6) return address
  const groups = ipv6Groups(address)
  const mapped =
    groups.slice(0, 6).every((group, n) => group === [0, 0, 0, 0, 0, 0xffff][n]) ||
    groups.slice(0, 6).every((group, n) => group === nat64[n])
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  const prefix = `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::`
  return `${new SocketAddress({ address: prefix, family: 'ipv6' }).address}/64`
}
