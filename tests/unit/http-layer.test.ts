import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_BODY_BYTES, readJsonObject, readTextBody } from '@/lib/http/body';
import { cookieValue } from '@/lib/runtime/cookies';
import { PRIVATE_NO_STORE, tooManyRequests } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { firstIssuePerField } from '@/lib/validation/field-errors';
import { z } from 'zod';
import { testRequest } from '@/tests/support/requests';

afterEach(() => vi.unstubAllEnvs());

const SITE = 'http://localhost:3000';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  testRequest('/api/test', { site: SITE, method: 'POST', body, headers });

function streamOf(chunks: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new Uint8Array(size).fill(0x20));
      else controller.close();
    },
  });
}

describe('readJsonObject', () => {
  it.each([
    ['{"email":"a@example.com"}', { kind: 'read', body: { email: 'a@example.com' } }],
    ['', { kind: 'read', body: {} }],
    ['   ', { kind: 'read', body: {} }],
    ['{"a":', { kind: 'unreadable' }],
    ['[1,2]', { kind: 'unreadable' }],
    ['null', { kind: 'unreadable' }],
    ['"text"', { kind: 'unreadable' }],
  ])('reads %j as %j', async (text, expected) => {
    expect(await readJsonObject(post(text))).toEqual(expected);
  });

  it('refuses bytes that are not UTF-8', async () => {
    expect(await readJsonObject(post(new Uint8Array([0x7b, 0xff, 0x7d])))).toEqual({ kind: 'unreadable' });
  });

  it('refuses a body over the limit, declared or streamed, and takes one at the limit', async () => {
    const atLimit = `{"a":"${'x'.repeat(MAX_JSON_BODY_BYTES - 8)}"}`;
    expect(new TextEncoder().encode(atLimit).byteLength).toBe(MAX_JSON_BODY_BYTES);
    expect((await readJsonObject(post(atLimit))).kind).toBe('read');
    expect(await readJsonObject(post(`${atLimit} `))).toEqual({ kind: 'tooLarge' });
    expect(await readJsonObject(post('{}', { 'content-length': String(MAX_JSON_BODY_BYTES + 1) }))).toEqual({ kind: 'tooLarge' });
    expect(await readJsonObject(post(streamOf(5, 4096)))).toEqual({ kind: 'tooLarge' });
  });

  it('counts bytes, not characters', async () => {
    const wide = `{"a":"${'字'.repeat(MAX_JSON_BODY_BYTES / 3)}"}`;
    expect(wide.length).toBeLessThan(MAX_JSON_BODY_BYTES);
    expect(await readJsonObject(post(wide))).toEqual({ kind: 'tooLarge' });
  });
});

describe('readTextBody', () => {
  it('reads the text as sent, up to the limit, streamed or declared', async () => {
    expect(await readTextBody(post('{"a": 1}\n'), 64)).toEqual({ kind: 'read', body: '{"a": 1}\n' });
    expect(await readTextBody(post(streamOf(5, 20)), 64)).toEqual({ kind: 'tooLarge' });
    expect(await readTextBody(post('x', { 'content-length': '65' }), 64)).toEqual({ kind: 'tooLarge' });
    expect(await readTextBody(post(new Uint8Array([0xed, 0xa0, 0x80])), 64)).toEqual({ kind: 'unreadable' });
  });
});

describe('cookieValue', () => {
  it.each([
    ['a=1; b=2', 'b', '2'],
    ['a=1;b=2', 'a', '1'],
    ['session=x%20y', 'session', 'x y'],
    ['ab=1; b=2', 'b', '2'],
    ['a=1', 'b', undefined],
    ['', 'a', undefined],
    ['a=%E0%A4%A', 'a', '%E0%A4%A'],
    ['a=b=c', 'a', 'b=c'],
  ])('in %j finds %s = %j', (header, name, expected) => {
    expect(cookieValue(header, name)).toBe(expected);
  });
});

describe('firstIssuePerField', () => {
  it('keeps the first issue of each field, the body as a whole named form', () => {
    const schema = z
      .object({ email: z.string().min(3, 'tooShort').email('emailInvalid'), name: z.string() })
      .refine(() => false, 'mismatch');
    const parsed = schema.safeParse({ email: 'x', name: 1 });
    expect(parsed.success).toBe(false);
    const errors = firstIssuePerField(parsed.error?.issues ?? [], (issue) => issue.message);
    expect(errors.map((error) => error.field)).toEqual(['email', 'name']);
    expect(errors[0]).toEqual({ field: 'email', code: 'tooShort' });
    const whole = firstIssuePerField(
      z
        .object({})
        .refine(() => false, 'mismatch')
        .safeParse({}).error?.issues ?? [],
      (issue) => issue.message,
    );
    expect(whole).toEqual([{ field: 'form', code: 'mismatch' }]);
  });
});

describe('tooManyRequests', () => {
  it('answers 429 with Retry-After in whole seconds, at least one', async () => {
    const answer = tooManyRequests('Slow down', 0.2, PRIVATE_NO_STORE);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ message: 'Slow down' });
    expect(tooManyRequests('Slow down', 61.5).headers.get('retry-after')).toBe('62');
  });
});

describe('route', () => {
  const echo = route('/api/test', { sameOrigin: true, body: 'json' }, async ({ body, locale }) => Response.json({ body, locale }));

  it('refuses a write from another site with 403, before reading the body', async () => {
    const answer = await echo(post('{}', { origin: 'https://evil.example' }));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: "This request must be sent from the site's own pages." });
  });

  it('answers 413 for a body over the limit and 400 for one that is not a JSON object, in the request language', async () => {
    const large = await echo(post(`{"a":"${'x'.repeat(MAX_JSON_BODY_BYTES)}"}`, { cookie: 'NEXT_LOCALE=zh-CN' }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: '无法读取该请求。' });
    const list = await echo(post('[1]'));
    expect(list.status).toBe(400);
    expect(large.headers.get('cache-control')).toBe('no-store');
  });

  it('hands the handler the body, in the language the body names', async () => {
    expect(await (await echo(post('{"locale":"zh-CN","a":1}'))).json()).toEqual({ body: { locale: 'zh-CN', a: 1 }, locale: 'zh-CN' });
  });

  it("refuses control characters in the body, the query or the path with 422, naming the field, in the caller's language", async () => {
    const nul = await echo(post('{"firstName":"Mei\\u0000"}'));
    expect(nul.status).toBe(422);
    expect(await nul.json()).toEqual({
      message: 'Please correct the fields marked as invalid.',
      errors: [
        {
          field: 'firstName',
          code: 'controlCharacters',
          message: 'This field contains characters that are not allowed, such as control characters.',
        },
      ],
    });
    const surrogate = await echo(post('{"locale":"zh-CN","params":{"code":"\\ud800"}}'));
    expect(await surrogate.json()).toEqual({
      message: '请修改标记为无效的字段。',
      errors: [{ field: 'params', code: 'controlCharacters', message: '此字段包含不允许的字符（例如控制字符）。' }],
    });
    const query = await echo(testRequest('/api/test?search=a%7Fb', { site: SITE, method: 'POST', body: '{}' }));
    expect(query.status).toBe(422);
    expect((await query.json()).errors[0].field).toBe('search');
    const path = await echo(testRequest('/api/test/%00', { site: SITE, method: 'POST', body: '{}' }));
    expect((await path.json()).errors[0].field).toBe('path');
  });

  it('lets only the fields it names as multi-line hold tabs and line breaks', async () => {
    const contact = route('/api/test', { body: 'json', multiline: ['message'] }, async ({ body }) => Response.json(body));
    expect((await contact(post('{"message":"Hello,\\r\\n\\tthere"}'))).status).toBe(200);
    const subject = await contact(post('{"subject":"Hello\\nthere"}'));
    expect(subject.status).toBe(422);
    expect((await subject.json()).errors[0].field).toBe('subject');
    expect((await contact(post('{"message":"Hello\\u0000"}'))).status).toBe(422);
  });

  it('hands a text route the body as sent, within its limit', async () => {
    const webhook = route('/api/test', { body: 'text', maxBodyBytes: 32 }, async ({ body }) => Response.json({ body }));
    expect(await (await webhook(post('{"a":"\\u0000"}'))).json()).toEqual({ body: '{"a":"\\u0000"}' });
    expect((await webhook(post(streamOf(3, 16)))).status).toBe(413);
  });

  it('answers a test-only route 404 unless test routes are switched on', async () => {
    const testOnly = route('/api/e2e/test', { testOnly: true }, async () => new Response('on'));
    vi.stubEnv('E2E_TEST_ROUTES', '');
    expect((await testOnly(post(null))).status).toBe(404);
    vi.stubEnv('E2E_TEST_ROUTES', '1');
    expect(await (await testOnly(post(null))).text()).toBe('on');
  });

  it('answers a JSON 500 when the handler throws', async () => {
    const failing = route('/api/test', {}, async () => {
      throw new Error('boom');
    });
    const answer = await failing(post(null));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ message: 'Something went wrong. Please try again.' });
  });
});
