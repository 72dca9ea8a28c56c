import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/nextjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportRequestError, startErrorReports } from '@/lib/observability/error-reports';
import { runInRequestContext } from '@/lib/runtime/request-context';

// spec 4 and issue 16: with SENTRY_DSN set, the server's SDK (the real one, sending to a stand-in here) reports a
// thrown request with its request id, and follows nothing else: no OpenTelemetry tracer that would make Next record
// every render as spans, and no trail of requests that would carry one request's doings into another's report.

interface ReportedEvent {
  exception?: { values?: { value?: string }[] };
  tags?: Record<string, string>;
  breadcrumbs?: unknown[];
}

const envelopes: string[] = [];
const stand = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    envelopes.push(Buffer.concat(chunks).toString());
    response.end('{}');
  });
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
  vi.stubEnv('SENTRY_DSN', `http://publickey@${origin.slice('http://'.length)}/1`);
  await startErrorReports();
});

afterAll(async () => {
  await Sentry.close(2_000);
  vi.unstubAllEnvs();
  await new Promise((resolve) => stand.close(resolve));
});

/** The events of every envelope received: a header line, then a header line and a payload line per item. */
function reportedEvents(): ReportedEvent[] {
  return envelopes.flatMap((envelope) => {
    const [, ...lines] = envelope.split('\n').filter((line) => line.trim() !== '');
    const events: ReportedEvent[] = [];
    for (let i = 0; i + 1 < lines.length; i += 2) {
      if ((JSON.parse(lines[i] ?? '{}') as { type?: string }).type === 'event')
        events.push(JSON.parse(lines[i + 1] ?? '{}') as ReportedEvent);
    }
    return events;
  });
}

describe('the server’s error reports', () => {
  it('report a thrown request with its id, and nothing the process did before', async () => {
    // What another request might have done first: a request sent and a line logged.
    await (await fetch(`${origin}/elsewhere?for=another-request`)).text();
    console.info('another request was here');

    const request = { path: '/e2e-throw', method: 'GET', headers: {} };
    const context = {
      routerKind: 'App Router',
      routePath: '/[locale]/e2e-throw',
      routeType: 'render',
      revalidateReason: undefined,
    } as const;
    await runInRequestContext({ requestId: 'req-sdk-1', peer: '127.0.0.1', client: '127.0.0.1' }, () =>
      reportRequestError(new Error('Thrown on purpose by the SDK test'), request, context),
    );
    await Sentry.flush(5_000);

    const [event, ...others] = reportedEvents().filter((candidate) =>
      candidate.exception?.values?.some((value) => value.value === 'Thrown on purpose by the SDK test'),
    );
    expect(others).toEqual([]);
    expect(event?.tags?.request_id).toBe('req-sdk-1');
    expect(event?.breadcrumbs ?? []).toEqual([]);
  });

  it('register no OpenTelemetry tracer, so Next records no spans', () => {
    // @opentelemetry/api keeps its registered tracer provider here, whichever copy asks (Next has its own).
    const registry = (globalThis as Record<symbol, { trace?: unknown } | undefined>)[Symbol.for('opentelemetry.js.api.1')];
    expect(registry?.trace).toBeUndefined();
  });
});
