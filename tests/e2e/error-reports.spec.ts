import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './test';
import { sentryStandIn } from '@/playwright.config';

// spec 4: "A 500 error is also reported to an error-reporting service". The server reports to the Sentry
// stand-in (tests/support/sentry-stand-in.ts) named by SENTRY_DSN in playwright.config.ts.

/** Any address left whole: a local part, then `@` or `%40`, then a domain. */
const ADDRESS_IN_CLEAR = /[\w.+-]+(?:@|%40)[\w-]+\.[\w.-]+/i;

interface ReportedEvent {
  exception?: { values?: { value?: string }[] };
  tags?: Record<string, string>;
}

/** The events in an envelope: a header line, then a header line and a payload line per item. */
function eventsIn(envelope: string): ReportedEvent[] {
  const [, ...lines] = envelope.split('\n').filter((line) => line.trim() !== '');
  const events: ReportedEvent[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    if ((JSON.parse(lines[i] ?? '{}') as { type?: string }).type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}'));
  }
  return events;
}

test('a thrown page error reaches the error reports with its request id and no address in clear', async ({ request }) => {
  const marker = `case-${randomUUID()}`;
  const address = 'mei.lin@example.com';
  const response = await request.get(
    `/e2e-throw?about=${encodeURIComponent(`${marker} for ${address}`)}&email=${encodeURIComponent(address)}`,
    {
      headers: { cookie: `remembered=${address}; session=cookie-secret-${marker}`, authorization: `Bearer bearer-secret-${marker}` },
    },
  );
  expect(response.status()).toBe(500);
  const requestId = response.headers()['x-request-id'];
  expect(requestId, 'the answer names its request (X-Request-Id)').toBeTruthy();

  let envelope = '';
  await expect
    .poll(
      async () => {
        const envelopes = (await (await request.get(`${sentryStandIn}/envelopes`)).json()) as string[];
        envelope = envelopes.find((text) => text.includes(marker)) ?? '';
        return envelope !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  const [event] = eventsIn(envelope).filter((candidate) => JSON.stringify(candidate).includes(marker));
  expect(event?.exception?.values?.some((value) => value.value?.startsWith('Thrown on purpose by the end-to-end tests'))).toBe(true);
  expect(event?.tags?.request_id).toBe(requestId);
  // The address made it into the report only masked, and the credentials not at all.
  expect(envelope).toContain(`${marker} for m***@example.com`);
  expect(envelope).not.toMatch(ADDRESS_IN_CLEAR);
  expect(envelope).not.toContain('mei.lin');
  expect(envelope).not.toContain(`cookie-secret-${marker}`);
  expect(envelope).not.toContain(`bearer-secret-${marker}`);
});
