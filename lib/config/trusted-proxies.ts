import { BlockList, isIP } from 'node:net';

/**
 * TRUSTED_PROXIES: who may tell us the client's address in X-Forwarded-For.
 * - unset or `none`: nobody; the socket's address is the client.
 * - a hop count (`1` behind one nginx): that many proxies in front, whatever their addresses.
 * - address ranges, comma-separated (`127.0.0.1/32, 10.0.0.0/8, ::1`), with the words `loopback` and
 *   `private`: a peer in them is a proxy, and so is each forwarded address in them, read from the right.
 */
export type TrustedProxies = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: BlockList; text: string };

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export class TrustedProxiesError extends Error {}

export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const value = text?.trim().toLowerCase();
  if (!value || value === 'none') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) throw new TrustedProxiesError('TRUSTED_PROXIES as a hop count must be 1 to 10');
    return { kind: 'hops', hops };
  }
  const ranges = new BlockList();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) addRange(ranges, range);
  }
  return { kind: 'ranges', ranges, text: value };
}

function addRange(list: BlockList, range: string): void {
  const [address, prefixText] = range.split('/');
  const family = isIP(address ?? '');
  if (!address || family === 0) throw new TrustedProxiesError(`TRUSTED_PROXIES: "${range}" is not an address or range`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return list.addAddress(address, type);
  const prefix = Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
    throw new TrustedProxiesError(`TRUSTED_PROXIES: "${range}" has a bad prefix length`);
  }
  list.addSubnet(address, prefix, type);
}
