import { BlockList, isIP } from 'node:net';
import { isLoopbackHost } from '@/lib/config';
import type { TrustedProxies } from '@/lib/config/trusted-proxies';

/** '::ffff:203.0.113.7' (an IPv4 client on a dual-stack socket) -> '203.0.113.7'. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

function isTrusted(ranges: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && ranges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address, for rate limits and logs: the socket's peer unless trusted proxies stand in front,
 * then the address the nearest untrusted hop was seen with. Entries a client wrote itself into
 * X-Forwarded-For (left of what the proxies appended) are never taken.
 */
export function clientAddress(peer: string, forwardedFor: string | null | undefined, trusted: TrustedProxies): string {
  const socketPeer = normalizeAddress(peer);
  if (trusted.kind === 'none' || !forwardedFor) return socketPeer;
  const hops = forwardedFor
    .split(',')
    .map(normalizeAddress)
    .filter((entry) => isIP(entry) !== 0);
  if (trusted.kind === 'hops') {
    // The peer is the nearest proxy; each proxy appended the address it saw, so the client is `hops` from the end.
    return hops.at(-trusted.hops) ?? hops[0] ?? socketPeer;
  }
  let address = socketPeer;
  while (isTrusted(trusted.ranges, address) && hops.length > 0) address = hops.pop()!;
  return address;
}

/** A loopback address: the client is on this machine. */
export function isLoopbackAddress(address: string): boolean {
  const normalized = normalizeAddress(address);
  return isIP(normalized) !== 0 && isLoopbackHost(normalized);
}
