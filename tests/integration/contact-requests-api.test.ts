import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as POST } from '@/app/api/contact-requests/route';
import { consumeRateLimit } from '@/lib/runtime/rate-limit';
import { CAPTCHA_FREE_RATE_LIMIT } from '@/lib/auth/captcha';
import { CONTACT_RATE_LIMIT } from '@/lib/contact/contact-requests';
import { contactRequests, rateLimits } from '@/lib/db/schema';
import { testDriver, withAppTestDatabase } from './test-db';
import { type CaptchaService, startCaptchaService } from './captcha-service';
import { callRoute, freshIp, type RequestOptions } from '@/tests/support/requests';

const testDb = withAppTestDatabase();

// Every test starts with an empty budget, so the order of the tests does not matter.
beforeEach(async () => {
  await testDb.db.delete(rateLimits);
});

/** A visitor sends a form; X-Forwarded-For also carries an entry the client wrote itself, which is never taken. */
const submit = (body: unknown, { ip = freshIp(), ...options }: RequestOptions = {}) =>
  callRoute(POST, '/api/contact-requests', { method: 'POST', json: body, ip: `198.51.100.7, ${ip}`, ...options });

const validContact = {
  form: 'contact',
  name: 'Mei Lin',
  email: 'mei.lin@example.com',
  subject: 'Licence on a new PC',
  message: 'My old PC died. How do I move my lifetime licence to the new one?',
  locale: 'en',
};

describe(`POST /api/contact-requests (${testDriver})`, () => {
  it('stores a valid help-form request and answers 201 with its id', async () => {
    const response = await submit(validContact);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id } = (await response.json()) as { id: number };
    const [row] = await testDb.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row).toMatchObject({
      form: 'contact',
      name: 'Mei Lin',
      email: 'mei.lin@example.com',
      subject: 'Licence on a new PC',
      message: validContact.message,
      partnerType: null,
      company: null,
      locale: 'en',
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    [
      'partner',
      { partnerType: 'manufacturer', website: 'https://pads.example', dailyVisitors: '', message: '' },
      { partnerType: 'manufacturer', website: 'https://pads.example', dailyVisitors: null, message: null },
    ],
    [
      'translator',
      { name: '', language: 'Brazilian Portuguese', message: 'I translate game UIs.' },
      { name: null, language: 'Brazilian Portuguese', message: 'I translate game UIs.' },
    ],
    ['developer', { name: 'Ada', company: 'Tiny Studio', message: '  ' }, { name: 'Ada', company: 'Tiny Studio', message: null }],
  ])('stores a %s request, empty optional fields as null', async (form, fields, stored) => {
    const response = await submit({ form, email: '  dev@example.org ', ...fields, locale: 'zh-CN' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await testDb.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row).toMatchObject({ form, email: 'dev@example.org', locale: 'zh-CN', ...stored });
  });

  it('answers 422 with every invalid field, in English by default', async () => {
    const response = await submit({ form: 'developer', name: 'A', email: 'not-an-email', message: 'x'.repeat(5001) });
    expect(response.status).toBe(422);
    expect(await response.json()).toStrictEqual({
      message: 'Please correct the fields marked as invalid.',
      errors: [
        { field: 'name', code: 'tooShort', message: 'This field is too short.' },
        { field: 'email', code: 'emailInvalid', message: 'Please enter a valid email address' },
        { field: 'company', code: 'required', message: 'This field is required.' },
        { field: 'message', code: 'tooLong', message: 'This field is too long.' },
      ],
    });
    expect(await testDb.db.$count(contactRequests, eq(contactRequests.email, 'not-an-email'))).toBe(0);
  });

  it('words the 422 in the language of the request', async () => {
    const response = await submit({ form: 'contact', email: '', message: '', locale: 'zh-CN' });
    expect(response.status).toBe(422);
    expect(await response.json()).toStrictEqual({
      message: '请修改标记为无效的字段。',
      errors: [
        { field: 'email', code: 'emailRequired', message: '请填写邮箱' },
        { field: 'message', code: 'required', message: '此项为必填项。' },
      ],
    });
  });

  it('refuses a temporary email address with the spec 5 message', async () => {
    const response = await submit({ ...validContact, email: 'gamer@mailinator.com' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'email', code: 'emailDisposable', message: 'Temporary email addresses are not allowed' }],
    });
    const sub = await submit({ ...validContact, email: 'gamer@inbox.mailinator.com', locale: 'zh-CN' });
    expect(await sub.json()).toMatchObject({ errors: [{ field: 'email', message: '不支持使用临时邮箱' }] });
    expect(await testDb.db.$count(contactRequests, eq(contactRequests.email, 'gamer@mailinator.com'))).toBe(0);
  });

  it('answers 422 on the form field for an unknown or missing form', async () => {
    for (const form of ['newsletter', undefined]) {
      const response = await submit({ ...validContact, form });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ errors: [{ field: 'form', code: 'required' }] });
    }
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['the same host on another port', 'http://shop.test:8080'],
    ['an opaque origin', 'null'],
    ['no Origin header', null],
  ])('refuses a write from %s with 403 and stores nothing', async (_case, origin) => {
    const before = await testDb.db.$count(contactRequests);
    const response = await submit(validContact, { origin });
    expect(response.status).toBe(403);
    expect(await response.json()).toStrictEqual({ message: "This request must be sent from the site's own pages." });
    expect(await testDb.db.$count(contactRequests)).toBe(before);
  });

  it('accepts the configured SITE_URL as the origin too', async () => {
    const previous = process.env.SITE_URL;
    process.env.SITE_URL = 'https://remapper.example';
    try {
      expect((await submit(validContact, { origin: 'https://remapper.example' })).status).toBe(201);
    } finally {
      if (previous === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previous;
    }
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    expect((await submit(undefined, { body: '{"form":', contentType: 'application/json' })).status).toBe(400);
    expect((await submit([validContact])).status).toBe(400);
  });

  it('allows 5 requests per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const ip = '192.0.2.50';
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.points; sent += 1) {
      expect((await submit(validContact, { ip })).status).toBe(201);
    }
    const before = await testDb.db.$count(contactRequests);
    const refused = await submit({ ...validContact, locale: 'zh-CN' }, { ip });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toStrictEqual({ message: '请求过于频繁，请稍后再试。' });
    expect(await testDb.db.$count(contactRequests)).toBe(before);
    // Another address still has its own budget.
    expect((await submit(validContact)).status).toBe(201);
  });

  it('does not spend the budget on invalid requests', async () => {
    const ip = '192.0.2.60';
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.points + 2; sent += 1) {
      expect((await submit({ ...validContact, message: '' }, { ip })).status).toBe(422);
    }
    expect((await submit(validContact, { ip })).status).toBe(201);
  });
});

describe(`the contact forms' captcha (${testDriver})`, () => {
  let service: CaptchaService | undefined;
  afterEach(async () => {
    await service?.stop();
    service = undefined;
    vi.unstubAllEnvs();
  });

  const refusal = {
    errors: [{ field: 'captchaToken', code: 'captchaFailed', message: 'Please confirm that you are not a robot, then try again.' }],
  };

  it('asks for an answer whatever country header the visitor sends, unless the site trusts its CDN', async () => {
    service = await startCaptchaService();
    const missing = await submit(validContact);
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject(refusal);
    expect((await submit({ ...validContact, captchaToken: 'solved' })).status).toBe(201);

    const fromChina = { headers: { 'cf-ipcountry': 'CN' } };
    expect((await submit(validContact, fromChina)).status).toBe(422);
    vi.stubEnv('CDN_COUNTRY_HEADER_TRUSTED', '1');
    const asked = service.seen.length;
    expect((await submit(validContact, fromChina)).status).toBe(201);
    expect(service.seen.length).toBe(asked);
  });

  it('takes a zh-CN form without an answer from the captcha-free budget only, shared with sign-up', async () => {
    service = await startCaptchaService();
    const ip = freshIp();
    const zh = { ...validContact, locale: 'zh-CN' };
    expect((await submit(zh, { ip })).status).toBe(201);
    const [spent] = await testDb.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${CAPTCHA_FREE_RATE_LIMIT.name}:${ip}`));
    expect(spent?.points).toBe(1);

    // The rest of the address's hour, spent by zh-CN sign-ups say: the next zh-CN form is refused.
    for (let sent = 1; sent < CAPTCHA_FREE_RATE_LIMIT.points; sent++) await consumeRateLimit(testDb.db, CAPTCHA_FREE_RATE_LIMIT, ip);
    const over = await submit(zh, { ip });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(service.seen).toHaveLength(0);
    // A solved captcha is not on that budget.
    expect((await submit({ ...validContact, captchaToken: 'solved' }, { ip })).status).toBe(201);
  });
});

describe(`consumeRateLimit (${testDriver})`, () => {
  it('keeps the count in the database table, not in the process', async () => {
    const rule = { name: 'test-shared', points: 2, durationSeconds: 60 };
    expect(await consumeRateLimit(testDb.db, rule, 'k')).toStrictEqual({ allowed: true, remaining: 1 });
    const [row] = await testDb.db.select().from(rateLimits).where(eq(rateLimits.key, 'test-shared:k'));
    expect(row?.points).toBe(1);
    expect(await consumeRateLimit(testDb.db, rule, 'k')).toStrictEqual({ allowed: true, remaining: 0 });
    expect(await consumeRateLimit(testDb.db, rule, 'k')).toMatchObject({ allowed: false });
    // A rule of another name counts separately.
    expect(await consumeRateLimit(testDb.db, { ...rule, name: 'test-other' }, 'k')).toMatchObject({ allowed: true });
    // What another instance would see: the budget is whatever the table says.
    await testDb.db.delete(rateLimits).where(eq(rateLimits.key, 'test-shared:k'));
    expect(await consumeRateLimit(testDb.db, rule, 'k')).toStrictEqual({ allowed: true, remaining: 1 });
  });

  it('starts a new window once the old one has expired', async () => {
    const rule = { name: 'test-window', points: 1, durationSeconds: 60 };
    expect(await consumeRateLimit(testDb.db, rule, 'k')).toMatchObject({ allowed: true });
    expect(await consumeRateLimit(testDb.db, rule, 'k')).toMatchObject({ allowed: false });
    await testDb.db
      .update(rateLimits)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, 'test-window:k'));
    expect(await consumeRateLimit(testDb.db, rule, 'k')).toStrictEqual({ allowed: true, remaining: 0 });
  });
});
