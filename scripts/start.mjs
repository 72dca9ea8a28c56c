// npm start (and npm run dev with --dev): load the .env files, check the configuration and prepare the
// database (scripts/prepare-db.ts stops on a production environment with problems); on the embedded
// default start the local Content Lake beside the app, with a webhook secret of its own; build when the
// sources (or the Content Lake's address) changed since the last build; then serve through
// scripts/serve.ts. Stopping this process stops both. With --build-only it stops after the build (npm test builds
// the browser tests' site beside its checks: tests/support/e2e-build.ts).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';
import { buildSite } from './lib/build-site.mjs';
import { deploymentIdToServe } from './lib/deployment-id.mjs';
import { loadEnv } from './lib/load-env.mjs';

const root = process.cwd();
const dev = process.argv.includes('--dev');
const buildOnly = process.argv.includes('--build-only');
loadEnv({ dev });
const port = process.env.PORT ?? '3000';
const buildStamp = path.join(root, '.next', 'BUILD_ID');
const buildEnvFile = path.join(root, '.next', 'remapper-build-env.json');
const sources = [
  'app',
  'components',
  'lib',
  'schemas',
  'studio',
  'content',
  'public',
  'instrumentation.ts',
  'next.config.ts',
  'sanity.config.ts',
  'package-lock.json',
  // a fix to a dependency changes what is built as much as a new version does
  'patches',
];
const children = new Set();

/** Runs a step to its end; false when it failed. */
function runToEnd(args, env) {
  return spawnSync(process.execPath, args, { stdio: 'inherit', env }).status === 0;
}

function runAlongside(args, env, name) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      shutDown(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function shutDown(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const wait = setInterval(() => {
    if (children.size === 0) {
      clearInterval(wait);
      process.exit(code);
    }
  }, 50);
}
process.on('SIGINT', () => shutDown(0));
process.on('SIGTERM', () => shutDown(0));

/** The newest modification time under a path, in ms. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs);
}

/** The hosted Sanity project content comes from; undefined on the embedded default (the local stand-in). */
function hostedProject(env) {
  return env.SANITY_PROJECT_ID || env.NEXT_PUBLIC_SANITY_PROJECT_ID || undefined;
}

/**
 * What a build bakes in besides the sources: the Studio's host is part of the static Studio page, and the
 * prerendered pages and Next's data cache hold the content of one store (another store, like a test run's
 * fresh one, needs a build from its own content); the browser's scripts hold the DSN they report errors to and how often they ask for a new build.
 */
function buildEnv(env) {
  return JSON.stringify({
    studio: env.CONTENT_LAKE_STUDIO_URL ?? null,
    project: hostedProject(env) ?? null,
    store: hostedProject(env) ? null : path.resolve(root, env.CONTENT_LAKE_DIR ?? path.join('.data', 'content-lake')),
    // A staging site's "test shop" mark is rendered into the static pages (scripts/serve.ts checks it).
    payments: env.PAYMENTS ?? null,
    site: env.SITE_URL ?? null,
    browserSentryDsn: env.NEXT_PUBLIC_SENTRY_DSN || null,
    buildPollSeconds: env.NEXT_PUBLIC_BUILD_POLL_SECONDS || null,
  });
}

function buildIsStale(env) {
  if (!existsSync(buildStamp)) return true;
  if (!existsSync(buildEnvFile) || readFileSync(buildEnvFile, 'utf8') !== buildEnv(env)) return true;
  const builtAt = statSync(buildStamp).mtimeMs;
  return sources.some((source) => newest(path.join(root, source)) > builtAt);
}

async function waitUntilUp(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startContentLake(env) {
  const httpPort = env.CONTENT_LAKE_HTTP_PORT ?? '4480';
  const httpsPort = env.CONTENT_LAKE_HTTPS_PORT ?? '4443';
  const lakeEnv = { ...env, CONTENT_LAKE_HTTP_PORT: httpPort, CONTENT_LAKE_HTTPS_PORT: httpsPort };
  runAlongside(['--import', 'tsx', path.join(root, 'scripts', 'content-lake.ts')], lakeEnv, 'The Content Lake');
  await waitUntilUp(`http://127.0.0.1:${httpPort}/v1/ping`, 60_000);
  return {
    CONTENT_LAKE_URL: `http://127.0.0.1:${httpPort}`,
    CONTENT_LAKE_STUDIO_URL: `https://localhost:${httpsPort}`,
  };
}

/**
 * The local Content Lake's secrets, each made on its first start and kept beside its documents (mode 0600),
 * never a constant in the code: `webhook-secret` signs its publish webhooks (/api/revalidate accepts nothing
 * else); `token` opens its writes and drafts, to the app's server and, through /api/studio/lake-token, to the
 * embedded Studio only.
 */
function localLakeSecret(env, name) {
  const dir = path.resolve(root, env.CONTENT_LAKE_DIR ?? path.join('.data', 'content-lake'));
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  const env = { ...process.env, PORT: port };
  if (!runToEnd(['--import', 'tsx', path.join(root, 'scripts', 'prepare-db.ts')], env)) return shutDown(1);
  // With a hosted Sanity project configured, content comes from there; otherwise from the local stand-in.
  if (!hostedProject(env)) {
    env.SANITY_WEBHOOK_SECRET ||= localLakeSecret(env, 'webhook-secret');
    env.CONTENT_LAKE_TOKEN = localLakeSecret(env, 'token');
    try {
      Object.assign(env, await startContentLake(env));
    } catch (error) {
      console.error(`The Content Lake did not start: ${error.message}`);
      return shutDown(1);
    }
  }
  const serve = path.join(root, SERVER_BUNDLE);
  // As `next start` and `next dev` set it: React and Next pick their production or development builds by it.
  env.NODE_ENV = dev ? 'development' : 'production';
  if (dev) {
    await buildServer(root);
    return runAlongside([serve, '--dev'], env, 'The development server');
  }

  if (env.SKIP_BUILD !== '1' && buildIsStale(env)) {
    console.log('Building the site (sources or the content store changed since the last build)...');
    if (!buildSite(root, env)) return shutDown(1);
    writeFileSync(buildEnvFile, buildEnv(env));
  }
  if (buildOnly) return shutDown(0);
  // Every instance of a build serves with the id the build recorded, and one told another id refuses to start.
  try {
    const deploymentId = deploymentIdToServe(root, env);
    if (deploymentId) env.NEXT_DEPLOYMENT_ID = deploymentId;
  } catch (error) {
    console.error(error.message);
    return shutDown(1);
  }
  // The serving process is ours (the client's address and a request id per request): bundled fresh, in
  // well under a second, so it always matches the sources.
  await buildServer(root);
  runAlongside([serve], env, 'The server');
}

await main();
