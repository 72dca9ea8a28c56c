import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInRequestContext } from '@/lib/runtime/request-context';
import { maskConsole } from '@/lib/observability/console';
import { createLogger } from '@/lib/observability/log';
import { maskEmail, maskEmails } from '@/lib/observability/mask';

/** Any address left whole: a local part, then `@` or `%40`, then a domain. */
const ADDRESS_IN_CLEAR = /[\w.+-]+(?:@|%40)[\w-]+\.[\w.-]+/i;

afterEach(() => vi.unstubAllEnvs());

/** A logger at `level` whose lines land in `lines`, parsed. */
function capturingLogger(level = 'trace') {
  vi.stubEnv('LOG_LEVEL', level);
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const logger = createLogger({
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line));
    },
  });
  return { logger, lines, raw };
}

describe('masking addresses', () => {
  it.each([
    ['mei.lin@example.com', 'm***@example.com'],
    ['x@example.cn', 'x***@example.cn'],
    ['mei.lin%40example.com', 'm***%40example.com'],
    ['@example.com', '***'],
    ['no-at-sign', '***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('masks every address in a text, plain or percent-encoded, and leaves the rest', () => {
    expect(maskEmails('From mei.lin@example.com to Li.Wei+shop@mail.example.cn, see /e2e-throw?email=a.b%40example.org&x=1')).toBe(
      'From m***@example.com to L***@mail.example.cn, see /e2e-throw?email=a***%40example.org&x=1',
    );
    expect(maskEmails('no address @ here, nor in user@localhost')).toBe('no address @ here, nor in user@localhost');
  });
});

describe('the server log', () => {
  it('writes one JSON line per call, with its level, time and message', () => {
    const { logger, lines } = capturingLogger();
    logger.info({ orderId: 7 }, 'Paid');
    expect(lines).toEqual([expect.objectContaining({ level: 30, time: expect.any(String), orderId: 7, msg: 'Paid' })]);
    expect(Number.isNaN(Date.parse(String(lines[0]?.time)))).toBe(false);
  });

  it('leaves out secrets and masks addresses wherever they are: fields, message, error', () => {
    const { logger, lines, raw } = capturingLogger();
    const error = new Error('duplicate key value (email)=(mei.lin@example.com)');
    logger.error(
      {
        err: error,
        email: 'mei.lin@example.com',
        password: 'correct horse battery staple',
        body: { password: 'hunter2', cpassword: 'hunter2', token: 'tok_secret', note: 'ask li.wei@example.cn' },
        req: { headers: { cookie: '__Host-session=s3cr3t', authorization: 'Bearer b3ar3r', 'x-poll-secret': 'p0ll' } },
      },
      'Creating an account for mei.lin@example.com failed',
    );
    const [line] = lines;
    expect(line).toMatchObject({
      level: 50,
      msg: 'Creating an account for m***@example.com failed',
      email: 'm***@example.com',
      password: '[redacted]',
      body: { password: '[redacted]', cpassword: '[redacted]', token: '[redacted]', note: 'ask l***@example.cn' },
      req: { headers: { cookie: '[redacted]', authorization: '[redacted]', 'x-poll-secret': '[redacted]' } },
      err: { type: 'Error', message: 'duplicate key value (email)=(m***@example.com)' },
    });
    expect(raw[0]).not.toMatch(ADDRESS_IN_CLEAR);
    for (const secret of ['correct horse', 'hunter2', 'tok_secret', 's3cr3t', 'b3ar3r', 'p0ll']) expect(raw[0]).not.toContain(secret);
  });

  it('masks the address in an error logged on its own', () => {
    const { logger, raw } = capturingLogger();
    logger.warn(new Error('No account for mei.lin@example.com'));
    expect(raw[0]).toContain('No account for m***@example.com');
    expect(raw[0]).not.toMatch(ADDRESS_IN_CLEAR);
  });

  it('carries the request id on every line written for a request, and none outside one', () => {
    const { logger, lines } = capturingLogger();
    logger.info('before');
    runInRequestContext({ requestId: 'req-42', peer: '127.0.0.1', client: '203.0.113.9' }, () => {
      logger.info('during');
      logger.child({ part: 'mail' }).warn('during, in a child');
    });
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['before', undefined],
      ['during', 'req-42'],
      ['during, in a child', 'req-42'],
    ]);
  });

  it('writes the levels LOG_LEVEL lets through, and nothing when silent', () => {
    const warn = capturingLogger('warn');
    warn.logger.info('dropped');
    warn.logger.warn('kept');
    expect(warn.lines.map((line) => line.msg)).toEqual(['kept']);

    const silent = capturingLogger('silent');
    silent.logger.fatal('dropped');
    expect(silent.lines).toEqual([]);
  });

  it('falls back to info for a level it does not know, rather than failing', () => {
    const { logger, lines } = capturingLogger('verbose');
    logger.debug('dropped');
    logger.info('kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
  });
});

describe('the console of the serving process', () => {
  const original = { ...console };
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(console, original);
    delete (globalThis as { __remapperConsoleMasked?: boolean }).__remapperConsoleMasked;
  });

  it('masks what Next and the libraries write to it, such as a failed render', () => {
    const written: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void written.push(args));
    maskConsole();
    console.error('⨯', new Error('Thrown about mei.lin@example.com'), { digest: '1' });
    expect(written).toHaveLength(1);
    expect(String(written[0]?.[0])).toContain('Error: Thrown about m***@example.com');
    expect(String(written[0]?.[0])).not.toMatch(ADDRESS_IN_CLEAR);
  });
});
