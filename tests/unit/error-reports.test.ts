import type { ErrorEvent } from '@sentry/nextjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInRequestContext } from '@/lib/runtime/request-context';
import { scrubBreadcrumb, scrubErrorEvent } from '@/lib/observability/error-event';
import { reportRequestError } from '@/lib/observability/error-reports';

const ADDRESS_IN_CLEAR = /[\w.+-]+(?:@|%40)[\w-]+\.[\w.-]+/i;

const captured = vi.hoisted(() => ({ tags: [] as Record<string, string>[], errors: [] as unknown[] }));
vi.mock('@sentry/nextjs', () => ({
  withScope: (work: (scope: { setTag: (name: string, value: string) => void }) => void) => {
    const tags: Record<string, string> = {};
    work({ setTag: (name, value) => void (tags[name] = value) });
    captured.tags.push(tags);
  },
  captureRequestError: (error: unknown) => void captured.errors.push(error),
}));

afterEach(() => {
  vi.unstubAllEnvs();
  captured.tags.length = 0;
  captured.errors.length = 0;
});

/** An event with an address in every place Sentry puts text, and credentials in the request. */
function eventWithAddresses(): ErrorEvent {
  return {
    type: undefined,
    message: 'Sign-in failed for mei.lin@example.com',
    exception: {
      values: [
        {
          type: 'Error',
          value: 'duplicate key value (email)=(mei.lin@example.com)',
          stacktrace: { frames: [{ filename: 'app.js', vars: { to: 'li.wei@example.cn' } }] },
        },
      ],
    },
    breadcrumbs: [
      { category: 'console', message: 'Mail to li.wei@example.cn queued' },
      { category: 'fetch', data: { url: 'https://api.example.com/users?email=mei.lin%40example.com' } },
    ],
    request: {
      url: 'http://localhost:3000/user/change-password?id=7&hash=0123abcd&email=mei.lin@example.com',
      query_string: 'id=7&hash=0123abcd&email=mei.lin%40example.com',
      cookies: { '__Host-session': 'session-secret' },
      headers: {
        Cookie: '__Host-session=session-secret',
        authorization: 'Bearer bearer-secret',
        'user-agent': 'test',
        'x-contact': 'mei.lin@example.com',
      },
      data: { email: 'mei.lin@example.com' },
    },
    user: { email: 'mei.lin@example.com' },
    extra: { 'mei.lin@example.com': 'as a key', nested: { deeper: ['mei.lin@example.com'] } },
    contexts: { nextjs: { request_path: '/e2e-throw?about=mei.lin@example.com' } },
    tags: { request_id: 'req-7' },
  };
}

describe('an error report', () => {
  it('leaves with no address in clear anywhere, no cookies, no credential headers and no link secrets', () => {
    const scrubbed = scrubErrorEvent(eventWithAddresses());
    const text = JSON.stringify(scrubbed);
    expect(text).not.toMatch(ADDRESS_IN_CLEAR);
    for (const secret of ['session-secret', 'bearer-secret', '0123abcd']) expect(text).not.toContain(secret);
    expect(scrubbed).toMatchObject({
      message: 'Sign-in failed for m***@example.com',
      exception: { values: [{ value: 'duplicate key value (email)=(m***@example.com)' }] },
      breadcrumbs: [
        { message: 'Mail to l***@example.cn queued' },
        { data: { url: 'https://api.example.com/users?email=m***%40example.com' } },
      ],
      request: {
        url: 'http://localhost:3000/user/change-password?id=7&hash=[redacted]&email=m***@example.com',
        headers: { 'user-agent': 'test', 'x-contact': 'm***@example.com' },
      },
      user: { email: 'm***@example.com' },
      extra: { 'm***@example.com': 'as a key' },
      tags: { request_id: 'req-7' },
    });
    expect(scrubbed?.request).not.toHaveProperty('cookies');
    expect(Object.keys(scrubbed?.request?.headers ?? {})).toEqual(['user-agent', 'x-contact']);
  });

  it('scrubs breadcrumbs as they are recorded', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'to mei.lin@example.com' })).toEqual({
      category: 'console',
      message: 'to m***@example.com',
    });
  });

  it('is not sent when it cannot be checked', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(scrubErrorEvent({ type: undefined, extra: circular })).toBeNull();
  });
});

describe('reporting a failed request', () => {
  const request = { path: '/e2e-throw', method: 'GET', headers: {} };
  const context = { routerKind: 'App Router', routePath: '/[locale]/e2e-throw', routeType: 'render', revalidateReason: undefined } as const;

  it('tags the report with the id of the request being answered', async () => {
    vi.stubEnv('SENTRY_DSN', 'http://public@127.0.0.1:9/1');
    const error = new Error('thrown');
    await runInRequestContext({ requestId: 'req-42', peer: '127.0.0.1', client: '127.0.0.1' }, () =>
      reportRequestError(error, request, context),
    );
    expect(captured.errors).toEqual([error]);
    expect(captured.tags).toEqual([{ request_id: 'req-42' }]);
  });

  it('sends nothing without SENTRY_DSN', async () => {
    vi.stubEnv('SENTRY_DSN', '');
    await reportRequestError(new Error('thrown'), request, context);
    expect(captured.errors).toEqual([]);
  });
});
