// npm start: prepare the database, build when the sources changed since the last build, then serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const port = process.env.PORT ?? '3000';
const buildStamp = path.join(root, '.next', 'BUILD_ID');
const sources = ['app', 'components', 'lib', 'schemas', 'studio', 'content', 'public', 'proxy.ts', 'next.config.ts',
  'sanity.config.ts', 'package-lock.json'];

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The newest modification time under a path, in ms. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs);
}

function buildIsStale() {
  if (!existsSync(buildStamp)) return true;
  const builtAt = statSync(buildStamp).mtimeMs;
  return sources.some((source) => newest(path.join(root, source)) > builtAt);
}

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'prepare-db.ts')]);
if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('Building the site (sources changed since the last build)...');
  run(process.execPath, [nextBin, 'build']);
}
run(process.execPath, [nextBin, 'start', '--port', port]);
