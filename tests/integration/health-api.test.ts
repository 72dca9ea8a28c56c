import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { setDb } from '@/lib/db/client';
import { callRoute } from '@/tests/support/requests';
import { closedDatabase, testDriver, withAppTestDatabase } from './test-db';

const testDb = withAppTestDatabase();

describe(`GET /api/health (${testDriver})`, () => {
  it('reports the database and the bundled content source as healthy', async () => {
    const response = await callRoute(GET, '/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: { ok: true, driver: testDriver },
      content: { kind: 'bundled', ok: true },
    });
    expect(body.content.documents).toBeGreaterThan(10);
  });

  it('answers 503 when the database does not', async () => {
    const closed = await closedDatabase();
    setDb(closed);
    try {
      const response = await callRoute(GET, '/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'degraded', database: { ok: false }, content: { ok: true } });
    } finally {
      setDb(testDb.handle);
    }
  });
});
