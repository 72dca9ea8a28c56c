// npm run test:db: the integration tests against a real PostgreSQL (DESIGN.md "Commerce": the
// tests run against both PGlite and PostgreSQL). Each test file creates and drops its own database
// on this server, so the URL needs a role allowed to CREATE DATABASE.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const failure = await reachable();
if (failure) {
  const shown = new URL(url);
  shown.password = '';
  console.error(
    [
      `PostgreSQL is not reachable at ${shown} (${failure}).`,
      'Start the local server with:',
      '  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
      'or point TEST_DATABASE_URL at another server.',
    ].join('\n'),
  );
  process.exit(1);
}

const vitest = path.join(process.cwd(), 'node_modules', 'vitest', 'vitest.mjs');
// Files named after `--` run alone: Vitest ORs its filters, so 'tests/integration' beside them would run them all.
const args = process.argv.slice(2);
const filters = args.some((arg) => arg.startsWith('tests/')) ? [] : ['tests/integration'];
const result = spawnSync(process.execPath, [vitest, 'run', ...filters, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
