// npm run test:cluster (issue 15): three instances of the existing build on a PostgreSQL database made for the
// run, behind nginx with deploy/nginx/remapper-proxy.conf (tests/cluster/). Needs the build (`npm test` or
// `npm run build`), PostgreSQL (TEST_DATABASE_URL, by default the local server) and Debian's nginx; it fails
// and says how to get whichever is missing.
import { spawnSync } from 'node:child_process';

process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.cluster.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
