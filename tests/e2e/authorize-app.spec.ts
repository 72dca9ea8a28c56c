import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { confirmedAccount, dismissCookieBanner, freshClientIp, signIn, uniqueEmail } from './user-helpers';

// spec 2 /account/authorize-app and its global navigation rule, played end to end: the program's simulator
// (scripts/app-simulate.ts) starts a request and polls, the browser signs in and answers.

const PASSWORD = 'a long enough passphrase';

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    title: 'Authorize the Remapper program',
    approved: 'Approved. You can return to the Remapper program now.',
    denied: 'Denied. The program was not given access to your account.',
  },
  {
    locale: 'zh-CN',
    prefix: '/zh-CN',
    title: '授权 Remapper 程序',
    approved: '已批准。现在可以返回 Remapper 程序。',
    denied: '已拒绝。该程序未获得访问您账户的权限。',
  },
] as const;

interface SimulatorEvent {
  event: string;
  [key: string]: unknown;
}

/** The program, simulated: its JSON events as they come, and how it ended. */
function startSimulator(baseURL: string, locale: string, deviceName: string) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/app-simulate.ts',
      '--json',
      '--base-url',
      baseURL,
      '--locale',
      locale,
      '--device-name',
      deviceName,
      '--version',
      '6.4.1',
      '--timeout',
      '60',
    ],
    { stdio: 'pipe' },
  );
  const events: SimulatorEvent[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) events.push(JSON.parse(line) as SimulatorEvent);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const event = async (name: string) => {
    await expect.poll(() => events.some((candidate) => candidate.event === name), { timeout: 20_000 }).toBe(true);
    return events.find((candidate) => candidate.event === name)!;
  };
  return { child, events, exited, event };
}

async function newAccount(page: Page, label: string) {
  const ip = freshClientIp();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const email = uniqueEmail(label).toLowerCase();
  const origin = new URL(test.info().project.use.baseURL as string).origin;
  await confirmedAccount(page.request, origin, ip, email, PASSWORD);
  return { email, origin };
}

for (const copy of LOCALES) {
  test.describe(`authorize the program (${copy.locale})`, () => {
    test('signed out, the page asks to sign in and comes back; Approve gives the program its token, and it activates', async ({ page }) => {
      const { email, origin } = await newAccount(page, `app-approve-${copy.locale}`);
      const simulator = startSimulator(origin, copy.locale, `Desk PC ${copy.locale}`);
      try {
        const started = await simulator.event('started');
        const url = new URL(String(started.url));
        expect(url.pathname).toBe(`${copy.prefix}/account/authorize-app`);

        await page.goto(`${url.pathname}${url.search}`);
        await expect(page).toHaveURL(/\/user\/sign-in\?returnUrl=/);
        await dismissCookieBanner(page);
        await signIn(page, email, PASSWORD);
        await expect(page).toHaveURL(new RegExp(`${copy.prefix}/account/authorize-app\\?request=${started.request_id}$`));

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
        await expect(page.getByTestId('authorize-app-device')).toHaveText(`Desk PC ${copy.locale}`);
        await expect(page.getByTestId('authorize-app-version')).toHaveText('6.4.1');
        await expect(page.getByTestId('authorize-app-code')).toHaveText(String(started.user_code));
        await expect(page.getByTestId('authorize-app-approve')).toBeEnabled();
        expect(await accessibilityViolations(page)).toEqual([]);

        // Keyboard only: focus Approve and press Enter.
        await page.getByTestId('authorize-app-approve').focus();
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('authorize-app-result')).toHaveText(new RegExp(copy.approved.replace(/[.()]/g, '\\$&')));

        const activated = await simulator.event('activated');
        expect(activated).toMatchObject({
          status: 201,
          trial_started: true,
          plan: { kind: 'trial', pc_num: 2, active_pc_num: 1 },
          instance: { device: `Desk PC ${copy.locale}`, version: '6.4.1' },
        });
        await simulator.event('deactivated');
        expect(await simulator.exited).toBe(0);

        // Answered, the page says so on a reload, and the request cannot be answered again.
        await page.reload();
        await expect(page.getByTestId('authorize-app-result')).toHaveAttribute('data-outcome', 'alreadyApproved');
        await expect(page.getByTestId('authorize-app-approve')).toHaveCount(0);
      } finally {
        simulator.child.kill();
      }
    });

    test('signed in with a pending request, any page leads to it; Deny tells the program it was denied', async ({ page }) => {
      const { email, origin } = await newAccount(page, `app-deny-${copy.locale}`);
      const simulator = startSimulator(origin, copy.locale, `Laptop ${copy.locale}`);
      try {
        const started = await simulator.event('started');
        const url = new URL(String(started.url));
        // Opened signed out: the request is remembered in a cookie while the visitor signs in elsewhere.
        await page.goto(`${url.pathname}${url.search}`);
        await expect(page).toHaveURL(/\/user\/sign-in\?returnUrl=/);
        const signedIn = await page.request.post('/api/auth/sign-in', { headers: { origin }, data: { email, password: PASSWORD } });
        expect(signedIn.status()).toBe(200);

        // spec 2: "If an app-authorisation session exists and the user is signed in, go to /account/authorize-app".
        await page.goto(`${copy.prefix}/blog`);
        await expect(page).toHaveURL(new RegExp(`${copy.prefix}/account/authorize-app\\?request=${started.request_id}$`));
        await dismissCookieBanner(page);
        await expect(page.getByTestId('authorize-app-device')).toHaveText(`Laptop ${copy.locale}`);

        await page.getByTestId('authorize-app-deny').click();
        await expect(page.getByTestId('authorize-app-result')).toHaveText(new RegExp(copy.denied.replace(/[.()]/g, '\\$&')));
        await simulator.event('denied');
        expect(await simulator.exited).toBe(2);
        expect(await accessibilityViolations(page)).toEqual([]);

        // The rule fired once: other pages are the user's again.
        await page.goto(`${copy.prefix}/blog`);
        await expect(page).toHaveURL(new RegExp(`${copy.prefix}/blog$`));
      } finally {
        simulator.child.kill();
      }
    });
  });
}
