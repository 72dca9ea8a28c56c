import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { announcePublish, listenForPublishes, type PublishAnnouncement, parseAnnouncement } from '@/lib/content/publish-fanout';
import { testDatabaseUrl, withTestDatabase } from './test-db';

// Issue 15: a publish reaches every instance through PostgreSQL's notifications (the cluster test runs it whole).

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('parseAnnouncement', () => {
  it('takes a whole announcement and nothing else', () => {
    expect(parseAnnouncement('{"id":"a","type":"post","instance":"i1"}')).toStrictEqual({ id: 'a', type: 'post', instance: 'i1' });
    for (const payload of [undefined, '', 'null', '[]', '{"id":"a","type":"post"}', '{"id":1,"type":"post","instance":"i"}', '{not json']) {
      expect(parseAnnouncement(payload)).toBeUndefined();
    }
  });
});

describe.runIf(testDatabaseUrl)('publishes announced on PostgreSQL', () => {
  const testDb = withTestDatabase({ prepare: false });
  afterAll(() => {
    delete process.env.REMAPPER_INSTANCE_ID;
  });

  it("reach another instance's listener, not the announcing instance's own", async () => {
    process.env.REMAPPER_INSTANCE_ID = 'listening-instance';
    const heard: PublishAnnouncement[] = [];
    const listener = listenForPublishes({
      connectionString: testDb.url!,
      onPublish: (a) => heard.push(a),
      onReconnected: () => {},
      onError: () => {},
    });
    try {
      await listener.ready;
      await announcePublish(testDb.db, { id: 'own', type: 'post', instance: 'listening-instance' });
      await announcePublish(testDb.db, { id: 'home', type: 'page', instance: 'other-instance' });
      await until(() => heard.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toStrictEqual([{ id: 'home', type: 'page', instance: 'other-instance' }]);
    } finally {
      await listener.close();
    }
  });

  it('reconnects after its connection is cut, says so (announcements were missed), and hears the next one', async () => {
    process.env.REMAPPER_INSTANCE_ID = 'listening-instance';
    const heard: string[] = [];
    let reconnected = 0;
    const errors: unknown[] = [];
    const listener = listenForPublishes({
      connectionString: testDb.url!,
      retryMs: 50,
      onPublish: (a) => heard.push(a.id),
      onReconnected: () => reconnected++,
      onError: (error) => errors.push(error),
    });
    const admin = new Client({ connectionString: testDb.url });
    await admin.connect();
    try {
      await listener.ready;
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'remapper-publish-listener' and datname = current_database()`,
      );
      await until(() => reconnected === 1);
      expect(errors.length).toBeGreaterThan(0);
      await announcePublish(testDb.db, { id: 'after', type: 'post', instance: 'other-instance' });
      await until(() => heard.includes('after'));
    } finally {
      await admin.end();
      await listener.close();
    }
  });
});
