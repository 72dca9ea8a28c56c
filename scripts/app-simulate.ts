// `npm run app:simulate -- [flags]`: plays the desktop program against a running shop (spec 2
// /account/authorize-app). It starts an authorisation request, prints the page URL to open, polls until the
// request is approved, denied or expired, then activates this "PC" (saying which plan or legacy licence it is
// activated on), sends a heartbeat and deactivates it.
//
//   --base-url <url>      the shop (default http://localhost:3000, or SITE_URL)
//   --device-name <name>  the PC's name (default "Simulated PC")
//   --device-id <id>      the PC's fingerprint (default a random one)
//   --version <version>   the program's version (default 6.4.0)
//   --locale <en|zh-CN>   the language of the page and of the answers (default en)
//   --timeout <seconds>   give up polling after this long (default 600)
//   --keep                leave the PC activated (no deactivation)
//   --json                one JSON object a line on stdout, for tests; the human-readable lines go to stderr
//
// Exit codes: 0 activated (and deactivated unless --keep), 2 denied, 3 expired, 4 activation refused, 1 error.
import './lib/load-env';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { toLocale } from '@/lib/i18n/config';

const { values: flags } = parseArgs({
  options: {
    'base-url': { type: 'string', default: process.env.SITE_URL ?? 'http://localhost:3000' },
    'device-name': { type: 'string', default: 'Simulated PC' },
    'device-id': { type: 'string', default: `sim-${randomBytes(8).toString('hex')}` },
    version: { type: 'string', default: '6.4.0' },
    locale: { type: 'string', default: 'en' },
    timeout: { type: 'string', default: '600' },
    keep: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

const base = new URL(flags['base-url']);
const locale = toLocale(flags.locale);

/** Tells what happens: a line for people, and with --json an event for programs. */
function report(event: string, data: Record<string, unknown>, text: string): void {
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ event, ...data })}\n`);
    process.stderr.write(`${text}\n`);
  } else {
    process.stdout.write(`${text}\n`);
  }
}

async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(new URL(path, base), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', 'accept-language': locale, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify({ ...(init.body as object), locale }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body };
}

function fail(step: string, status: number, body: Record<string, unknown>, exitCode = 1): never {
  report('error', { step, status, body }, `${step} failed (${status}): ${String(body.message ?? JSON.stringify(body))}`);
  process.exit(exitCode);
}

type Plan = { kind: string; pc_num: number; active_pc_num: number; expires_at: string | null; serial_number?: string };

/** What the PC counts against, in words: "the legacy licence RM5-… (1 of 2 PCs)" or "the subscription (…)". */
function describePlan(plan: Plan): string {
  const pcs = `${plan.active_pc_num} of ${plan.pc_num} PCs`;
  if (plan.kind === 'license') return `the legacy licence ${plan.serial_number} (${pcs})`;
  const until = plan.expires_at ? `, until ${plan.expires_at}` : '';
  return `the ${plan.kind} (${pcs}${until})`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const started = await call('/api/app/authorize', { body: { device_name: flags['device-name'], version: flags.version } });
  if (started.status !== 201) fail('authorize', started.status, started.body);
  const { request_id: requestId, poll_secret: pollSecret, url, user_code: userCode } = started.body as Record<string, string>;
  const interval = Number(started.body.poll_interval ?? 3) * 1000;
  report(
    'started',
    { request_id: requestId, url, user_code: userCode },
    `Open this page to authorise the program:\n  ${url}\nCode: ${userCode}`,
  );

  const deadline = Date.now() + Number(flags.timeout) * 1000;
  let token: string | undefined;
  while (!token) {
    if (Date.now() > deadline) fail('poll', 408, { message: 'Gave up waiting for an answer' }, 3);
    const polled = await call(`/api/app/authorize/${requestId}`, { headers: { 'x-poll-secret': pollSecret! } });
    if (polled.status !== 200) fail('poll', polled.status, polled.body);
    const status = polled.body.status;
    if (status === 'approved') token = String(polled.body.token);
    else if (status === 'denied') {
      report('denied', {}, 'The request was denied.');
      process.exit(2);
    } else if (status === 'expired' || status === 'consumed') {
      report(String(status), {}, `The request is ${String(status)}.`);
      process.exit(3);
    } else await sleep(interval);
  }
  report('approved', {}, 'Approved: the program has its token.');

  const auth = { authorization: `Bearer ${token}` };
  const activated = await call('/api/app/activate', {
    headers: auth,
    body: { device_id: flags['device-id'], device_name: flags['device-name'], version: flags.version },
  });
  if (activated.status === 409) fail('activate', activated.status, activated.body, 4);
  if (activated.status !== 200 && activated.status !== 201) fail('activate', activated.status, activated.body);
  const instance = activated.body.instance as { id: number; kind?: 'plan' | 'license' };
  const plan = activated.body.plan as Plan;
  report('activated', { status: activated.status, ...activated.body }, `Activated instance ${instance.id} on ${describePlan(plan)}.`);
  // Instance ids are per kind: a licence's PC is named with its kind in the calls that follow.
  const named = { instance_id: instance.id, instance_kind: instance.kind ?? 'plan' };

  const beat = await call('/api/app/heartbeat', { headers: auth, body: named });
  if (beat.status !== 200) fail('heartbeat', beat.status, beat.body);
  report('heartbeat', beat.body, 'Heartbeat answered.');

  if (flags.keep) return;
  const off = await call('/api/app/deactivate', { headers: auth, body: named });
  if (off.status !== 200) fail('deactivate', off.status, off.body);
  report('deactivated', off.body, `Deactivated instance ${instance.id}.`);
}

main().catch((error: unknown) => {
  report('error', { message: error instanceof Error ? error.message : String(error) }, `The simulation failed: ${String(error)}`);
  process.exit(1);
});
