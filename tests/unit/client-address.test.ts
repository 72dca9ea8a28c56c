import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '@/lib/config/trusted-proxies';
import { clientAddress, isLoopbackAddress, normalizeAddress } from '@/lib/runtime/client-address';

const none = parseTrustedProxies(undefined);
const oneHop = parseTrustedProxies('1');
const loopback = parseTrustedProxies('loopback');
const ranges = parseTrustedProxies('10.0.0.0/8, 192.0.2.1');

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));
const ipv6 = fc.ipV6();
const anyAddress = fc.oneof(ipv4, ipv6);

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    fc.assert(
      fc.property(anyAddress, fc.array(anyAddress), (peer, forged) => {
        expect(clientAddress(peer, forged.join(', '), none)).toBe(normalizeAddress(peer));
      }),
    );
  });

  it('is what the one trusted proxy appended, whatever the client wrote before it', () => {
    fc.assert(
      fc.property(ipv4, fc.array(anyAddress), anyAddress, (proxy, forged, seen) => {
        const header = [...forged, seen].join(', ');
        expect(clientAddress(proxy, header, oneHop)).toBe(normalizeAddress(seen));
      }),
    );
  });

  it('walks back through trusted ranges only, stopping at the first address that is not a proxy', () => {
    expect(clientAddress('10.1.1.1', '203.0.113.9, 198.51.100.4, 10.2.2.2', ranges)).toBe('198.51.100.4');
    expect(clientAddress('192.0.2.1', '203.0.113.9', ranges)).toBe('203.0.113.9');
    // A peer outside the ranges is the client itself, its header ignored.
    expect(clientAddress('198.51.100.7', '203.0.113.9', ranges)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
  });

  it('ignores entries that are not addresses', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9, not-an-ip', loopback)).toBe('203.0.113.9');
  });

  it('refuses TRUSTED_PROXIES it cannot read', () => {
    for (const bad of ['everyone', '0', '11', '10.0.0.0/33', '300.1.1.1'])
      expect(() => parseTrustedProxies(bad)).toThrow(/TRUSTED_PROXIES/);
    expect(parseTrustedProxies('none').kind).toBe('none');
  });

  it('tells loopback peers apart', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['192.0.2.2', '::ffff:192.0.2.2', '10.0.0.1', 'fd00::2'].some(isLoopbackAddress)).toBe(false);
  });
});
