import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '@/lib/auth/sessions';
import { appTokens, rateLimits } from '@/lib/db/schema';
import { newSecret, sha256Hex } from '@/lib/memberships/secrets';
import { type ApiRoute, callDocumentedRoute, documentedRoutes, securityOf, servedOpenApiDocument } from '@/tests/support/openapi-routes';
import { makeUser } from './shop-fixtures';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 17: every route of the OpenAPI document the app serves, called with random and hostile bodies, query
// strings and path ids, signed out and as a signed-in customer: never a 5xx, and every refusal is JSON with a
// message. Deterministic for CI: a fixed seed (FUZZ_SEED to replay another) and FUZZ_RUNS cases per route and
// session state. The routes come from the document, so a new route is fuzzed without a line here.

// The draft mode of Next's request scope, which a handler called in-process has not got.
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}));
// The Presentation tool's secret check, which asks the Content Lake: a stand-in that refuses as it does (in text).
vi.mock('next-sanity/draft-mode', () => ({
  defineEnableDraftMode: () => ({ GET: async () => new Response('Invalid secret', { status: 401 }) }),
}));

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SITE = 'http://shop.test';

const testDb = withAppTestDatabase();

// The signed-in customer: a fresh session (and program token) for each case, as a case may sign out.
let customerId = 0;
async function credentials(): Promise<{ cookie: string; bearer: string }> {
  const { token } = await createSession(testDb.db, customerId);
  const bearer = newSecret();
  await testDb.db.insert(appTokens).values({ userId: customerId, tokenHash: sha256Hex(bearer), deviceName: 'Fuzz PC' });
  return { cookie: `session=${token}`, bearer };
}

// Strings a careless server chokes on.
const HOSTILE_STRINGS = [
  '\u0000',
  'Mei\u0000Lin',
  '\ud800',
  'a\udfffb',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u202e',
  'line\nbreak',
  '__proto__',
  'constructor',
  'toString',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%ZZ',
  '-1',
  '0',
  '1',
  '2147483648',
  '99999999999999999999',
  '1e309',
  'NaN',
  'null',
  '',
  ' ',
  '梅林',
  '👍',
  'x'.repeat(5000),
];

const anyCharacter = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  // Any UTF-16 unit: control characters and lone surrogates among them.
  fc.string({ unit: anyCharacter, maxLength: 40 }),
  fc.nat({ max: 3000 }).map((length) => 'y'.repeat(length)),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, Number.MAX_VALUE, 1e-300));
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

type JsonSchema = Record<string, unknown>;

/**
 * Values the documented schema accepts: an enum member, a string matching its pattern and lengths, an e-mail
 * address, a positive integer. Bodies built from them get past the route's validation, so a hostile value put
 * in one field reaches what the route does with a valid call (the database, a mail, a payment).
 */
function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => validValue(branch, name)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return fc.integer({ min: 1, max: 5 });
    case 'boolean':
      return fc.boolean();
    case 'object':
      return validObject(schema);
    case 'string': {
      if (typeof schema.pattern === 'string')
        return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((text) => text.length <= 128);
      if (/email/i.test(name)) return fc.constantFrom('mei.lin@example.com', 'fuzz.customer@example.org');
      if (name === 'country') return fc.constantFrom('DE', 'CN', 'US');
      const min = Math.max(Number(schema.minLength ?? 0), 1);
      const max = Math.min(Number(schema.maxLength ?? 40), min + 40);
      return fc.string({ minLength: min, maxLength: max, unit: fc.constantFrom(...'abcdef ghijk 0123 梅林') });
    }
    default:
      return leaf;
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property, name)])), {
    requiredKeys: Object.keys(properties).filter((name) => required.includes(name)),
  });
}

/** Control characters and lone surrogates, put into a valid string, where a careless server passes them on. */
const poison = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 3, arbitrary: fc.constantFrom('\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udc00', '\t', '\n', '\r\n') },
);
const mutation = fc.oneof(
  { weight: 4, arbitrary: fc.constant('poison' as const) },
  { weight: 2, arbitrary: fc.constant('replace' as const) },
  { weight: 1, arbitrary: fc.constantFrom('extra' as const, 'none' as const) },
);

/** A valid body with one field made hostile: poisoned, swapped for another type, or a key added. */
function documentedBody(route: ApiRoute): fc.Arbitrary<string> {
  const schema = route.body?.schema ?? {};
  const fields = Object.keys((schema.properties ?? {}) as JsonSchema);
  return fc
    .tuple(
      validValue(schema),
      mutation,
      fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('x'),
      poison,
      hostileValue,
      hostileString,
    )
    .map(([valid, how, field, bad, value, key]) => {
      const body = typeof valid === 'object' && valid !== null ? { ...(valid as Record<string, unknown>) } : {};
      const current = body[field];
      if (how === 'poison') body[field] = typeof current === 'string' ? `${current.slice(0, 3)}${bad}${current.slice(3)}` : bad;
      if (how === 'replace') body[field] = value;
      if (how === 'extra') body[key] = value;
      return JSON.stringify(body);
    });
}

const deepNesting = fc.integer({ min: 100, max: 7000 }).map((depth) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`);
const prototypePollution = fc
  .constantFrom('__proto__', 'constructor', 'prototype')
  .map((key) => `{"${key}":{"isPartner":true,"polluted":true,"toString":"x"},"locale":"en"}`);
const bodyText = (route: ApiRoute) =>
  fc.oneof(
    { weight: 8, arbitrary: documentedBody(route) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: prototypePollution },
    // Past the API's 16 KiB: declared or not, it is refused while it streams.
    { weight: 1, arbitrary: fc.integer({ min: 17_000, max: 40_000 }).map((length) => `{"a":"${'z'.repeat(length)}"}`) },
    { weight: 1, arbitrary: fc.constantFrom('', 'null', '[]', '"text"', '{', '{"a":1,}', 'redirect=%00&x=1', '\u0000') },
    { weight: 1, arbitrary: fc.string({ unit: anyCharacter, maxLength: 200 }) },
  );

interface FuzzCase {
  params: Record<string, string>;
  query: [string, string][];
  body: string | null;
  contentType: string;
  origin: string | null;
  locale: 'en' | 'zh-CN';
}

function fuzzCase(route: ApiRoute): fc.Arbitrary<FuzzCase> {
  const pathId = fc.oneof(fc.constantFrom('1', '2', '0', '-1', '2147483648', '1.5', 'abc'), hostileString);
  const documentedPair = route.queryParams.map((parameter) =>
    fc.tuple(
      fc.constant(parameter.name),
      fc.oneof(
        validValue(parameter.schema ?? {}, parameter.name).map(String),
        fc.tuple(validValue(parameter.schema ?? {}, parameter.name).map(String), poison).map(([value, bad]) => `${value}${bad}`),
        hostileString,
      ),
    ),
  );
  const pair = fc.oneof(...documentedPair, fc.tuple(hostileString, hostileString));
  return fc.record({
    params: fc.record(Object.fromEntries(route.pathParams.map((name) => [name, pathId]))) as fc.Arbitrary<Record<string, string>>,
    query: fc.array(pair, { maxLength: 3 }),
    body: route.method === 'GET' ? fc.constant(null) : fc.option(bodyText(route), { freq: 8 }),
    contentType: fc.constantFrom(
      route.body?.contentType ?? 'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
    ),
    // Mostly the site's own pages, so a write gets past the Origin check to its validation.
    origin: fc.oneof(
      { weight: 8, arbitrary: fc.constant(SITE) },
      { weight: 1, arbitrary: fc.constantFrom(null, 'https://evil.example', 'null') },
    ),
    locale: fc.constantFrom('en', 'zh-CN'),
  });
}

const SERVER_ERROR = 500;
let cases = 0;
let nextAddress = 1;

async function callRoute(route: ApiRoute, fuzzed: FuzzCase, signedIn: boolean) {
  // Budgets would soon answer 429 before the validation this is about: each case starts with none spent.
  await testDb.db.delete(rateLimits);
  const headers: Record<string, string> = {
    'content-type': fuzzed.contentType,
    cookie: `NEXT_LOCALE=${fuzzed.locale}`,
    'x-forwarded-for': `198.51.100.${(nextAddress++ % 250) + 1}`,
  };
  if (fuzzed.origin) headers.origin = fuzzed.origin;
  if (signedIn) {
    const { cookie, bearer } = await credentials();
    headers.cookie = `${headers.cookie}; ${cookie}`;
    if (securityOf(route).appToken) headers.authorization = `Bearer ${bearer}`;
  }
  cases++;
  return callDocumentedRoute(route, { site: SITE, params: fuzzed.params, query: fuzzed.query, headers, body: fuzzed.body });
}

/** Why an answer breaks the rule, or null: below 500, and a refusal is JSON `{ message }`. */
async function brokenRule(response: Response): Promise<string | null> {
  const text = await response.text();
  if (response.status >= SERVER_ERROR) return `answered ${response.status}: ${text.slice(0, 300)}`;
  if (response.status < 400) return null;
  if (!response.headers.get('content-type')?.includes('application/json'))
    return `refused ${response.status} without JSON: ${text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `refused ${response.status} with unreadable JSON: ${text.slice(0, 200)}`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.length > 0 ? null : `refused ${response.status} without a message: ${text.slice(0, 200)}`;
}

let routes: ApiRoute[] = [];

beforeAll(async () => {
  routes = await documentedRoutes();
  customerId = (await makeUser(testDb.db)).id;
});

afterAll(() => {
  console.log(
    `API fuzz (${testDriver}): ${routes.length} routes, ${cases} cases, seed ${SEED}, ${RUNS} runs per route signed out and signed in`,
  );
});

describe(`every documented route under hostile input (${testDriver})`, () => {
  it('maps every operation of the served OpenAPI document to a route handler', async () => {
    // documentedRoutes() throws for an operation without a handler, so all of them are here.
    const document = await servedOpenApiDocument();
    const operations = Object.values(document.paths).flatMap((operations) => Object.keys(operations));
    expect(routes.length).toBe(operations.length);
    expect(routes.length).toBeGreaterThan(50);
  });

  it('never answers 5xx, and refuses with JSON and a message, signed out and signed in', { timeout: 600_000 }, async () => {
    const findings: string[] = [];
    for (const route of routes) {
      for (const signedIn of [false, true]) {
        const result = await fc.check(
          fc.asyncProperty(fuzzCase(route), async (fuzzed) => (await brokenRule(await callRoute(route, fuzzed, signedIn))) === null),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        if (result.failed) {
          const counterexample = result.counterexample?.[0] as FuzzCase;
          const again = await brokenRule(await callRoute(route, counterexample, signedIn));
          findings.push(
            `${route.method} ${route.path} ${signedIn ? 'signed in' : 'signed out'}: ${again ?? result.errorInstance}\n  ${JSON.stringify(counterexample).slice(0, 600)}`,
          );
        }
      }
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
});
