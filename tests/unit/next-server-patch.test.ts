import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

// Issue 16: patches/next+16.4.6.patch has a production server find the proxy once, not on every request, and Next's
// control-flow error take no stack trace. The server is the CommonJS copy `next start` loads (no build bundles the ESM
// next-server.js, so it is left as it is); the tracer is patched in both copies, as the build bundles the ESM one into
// the routes' chunks.

const require = createRequire(import.meta.url);
type Prototype = Record<string, (this: object) => Promise<unknown>>;
const NextNodeServer = require('next/dist/server/next-server.js').default as { prototype: Prototype };

async function load(specifier: string): Promise<Record<string, unknown>> {
  return specifier.includes('/esm/')
    ? ((await import(specifier)) as Record<string, unknown>)
    : (require(specifier) as Record<string, unknown>);
}

describe('the patched Next server', () => {
  it.each([
    ['getMiddleware', 'findMiddleware', { match: () => true, page: '/' }],
    ['loadNodeMiddleware', 'findNodeMiddleware', { config: { matchers: [] } }],
  ])('%s looks once outside dev and on every call in dev', async (method, finder, found) => {
    const lookup = NextNodeServer.prototype[method];
    if (!lookup) throw new Error(`${method} is missing from next-server.js`);

    const find = vi.fn(async () => found);
    const production = { dev: false, [finder]: find };
    const answers = await Promise.all([lookup.call(production), lookup.call(production)]);
    expect(await lookup.call(production)).toBe(found);
    expect(answers).toEqual([found, found]);
    // Two first calls at once may both look; every later call is answered from the first answer.
    expect(find.mock.calls.length).toBeLessThanOrEqual(2);
    const before = find.mock.calls.length;
    await lookup.call(production);
    expect(find).toHaveBeenCalledTimes(before);

    const findInDev = vi.fn(async () => found);
    const dev = { dev: true, [finder]: findInDev };
    await lookup.call(dev);
    await lookup.call(dev);
    expect(findInDev).toHaveBeenCalledTimes(2);
  });

  it('remembers that there is no proxy as well as that there is one', async () => {
    const production = { dev: false, findMiddleware: vi.fn(async () => undefined) };
    expect(await NextNodeServer.prototype.getMiddleware!.call(production)).toBeUndefined();
    expect(await NextNodeServer.prototype.getMiddleware!.call(production)).toBeUndefined();
    expect(production.findMiddleware).toHaveBeenCalledTimes(1);
  });
});

describe.each([
  ['CommonJS', 'next/dist/server/lib/trace/tracer.js'],
  ['ESM', 'next/dist/esm/server/lib/trace/tracer.js'],
])("the patched tracer's BubbledError (%s)", (_kind, tracerPath) => {
  it('is made without a stack trace and leaves the limit as it was', async () => {
    const { BubbledError } = (await load(tracerPath)) as { BubbledError: new (bubble: boolean, result: unknown) => Error };
    const limit = Error.stackTraceLimit;
    const error = new BubbledError(true, 'answer');
    expect(error).toMatchObject({ bubble: true, result: 'answer' });
    expect(error).toBeInstanceOf(Error);
    expect(error.stack ?? '').not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('ordinary').stack).toMatch(/\n\s+at /);
  });
});
