import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as live } from '@/app/api/health/live/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { setDb } from '@/lib/db/client';
import { CONTENT_HEALTH_TTL_MS, forgetContentHealth } from '@/lib/health';
import { callRoute } from '@/tests/support/requests';
import { closedDatabase, testDriver, withAppTestDatabase } from './test-db';

// The content source's health, counted and switchable: a hosted API that may be out.
const content = vi.hoisted(() => ({ calls: 0, ok: true }));
vi.mock('@/lib/content/source', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/content/source')>();
  return {
    ...original,
    contentSourceHealth: async () => {
      content.calls += 1;
      if (!content.ok) throw new Error('the content API is out');
      return { kind: 'sanity', ok: true, documents: 42 };
    },
  };
});

const testDb = withAppTestDatabase();

beforeEach(() => {
  forgetContentHealth();
  content.calls = 0;
  content.ok = true;
});
afterEach(() => vi.useRealTimers());

const readyNow = async () => {
  const response = await callRoute(ready, '/api/health/ready');
  return { status: response.status, body: await response.json() };
};

describe(`GET /api/health/live and /api/health/ready (${testDriver})`, () => {
  it('live answers 200 without touching the database', async () => {
    const closed = await closedDatabase();
    setDb(closed);
    try {
      const response = live();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(content.calls).toBe(0);
      expect((await readyNow()).status).toBe(503);
    } finally {
      setDb(testDb.handle);
    }
  });

  it('ready asks the content source at most once per interval', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await readyNow()).toMatchObject({ status: 200, body: { status: 'ok', ready: true, content: { ok: true } } });
    await readyNow();
    await readyNow();
    expect(content.calls).toBe(1);
    vi.setSystemTime(Date.now() + CONTENT_HEALTH_TTL_MS);
    await readyNow();
    expect(content.calls).toBe(2);
  });

  it('stays ready while the content API is out (cached pages still serve), and says it is degraded', async () => {
    content.ok = false;
    expect(await readyNow()).toMatchObject({
      status: 200,
      body: { status: 'degraded', ready: true, database: { ok: true }, content: { ok: false } },
    });
  });
});
