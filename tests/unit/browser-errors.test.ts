import { afterEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ dsns: [] as string[], reported: [] as unknown[] }));
vi.mock('@/lib/observability/browser-sentry', () => ({
  startBrowserSentry: (dsn: string) => {
    started.dsns.push(dsn);
    return (error: unknown) => void started.reported.push(error);
  },
}));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  started.dsns.length = 0;
  started.reported.length = 0;
});

/** browser-errors.ts as a fresh page loads it (it keeps the started SDK for the page's life). */
async function freshModule() {
  return import('@/lib/observability/browser-errors');
}

describe('browser errors', () => {
  it('start Sentry once, on the first error, with the DSN built in, and each one is reported', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'https://public@sentry.example/3');
    const { reportBrowserError } = await freshModule();
    const first = new Error('first');
    const second = new Error('second');
    reportBrowserError(first);
    reportBrowserError(second);
    await vi.waitFor(() => expect(started.reported).toEqual([first, second]));
    expect(started.dsns).toEqual(['https://public@sentry.example/3']);
  });

  it('load nothing and report nothing without a DSN', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', '');
    const { reportBrowserError } = await freshModule();
    reportBrowserError(new Error('lost'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started.dsns).toEqual([]);
    expect(started.reported).toEqual([]);
  });
});
