// npm test: every check and test the README names, in three stages.
// 1. The checks that read the sources (ESLint, Prettier, the type check, TypeGen's freshness, the import graph, the
//    content build), which each keep about one core busy, side by side, and beside them the production build the
//    browser tests run against (tests/support/e2e-build.ts), which would otherwise wait for Vitest. Each one's output
//    is printed whole when it ends, so two never interleave; a failed check fails the run after every other check
//    has said its part.
// 2. Vitest, as soon as the checks have passed, beside the last half minute of the build; the build's output is
//    printed after Vitest's, and a failed build stops Vitest.
// 3. The browser tests, whose server finds the build fresh.
// Ends with how long each stage and step took.
//   node scripts/test.mjs [--checks-only]
import { spawn } from 'node:child_process';
import os from 'node:os';

const checksOnly = process.argv.includes('--checks-only');
// The browser tests' data folder and the build's store are named by the run id: the early build and Playwright's
// server must agree on it.
process.env.E2E_RUN_ID ??= String(process.pid);

const CHECKS = [
  // The longest first, so the last to start is a short one.
  ['eslint', ['node_modules/eslint/bin/eslint.js', '.']],
  ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['typegen:check', ['scripts/typegen-check.mjs']],
  ['prettier', ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn']],
  ['content:check', ['--import', 'tsx', 'scripts/content-build.ts', '--check']],
  ['import-graph', ['scripts/import-graph.mjs', '--quiet']],
];
const BUILD = ['build for the browser tests', ['--import', 'tsx', 'tests/support/e2e-build.ts']];

const timings = [];
const secondsSince = (started) => Math.round((performance.now() - started) / 100) / 10;
const running = new Set();
/** Stops every step still running: a held step's whole process group (it leads one), else the process itself. */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}

/**
 * Runs one step with its output held, and prints it when the step ends, or once `printAfter` has settled if it ends
 * before that and did not fail; its exit code.
 */
function runHeld([name, args], printAfter = Promise.resolve()) {
  const started = performance.now();
  return new Promise((resolve) => {
    // A process group of its own, so stopping the step stops what it started (the build's Content Lake).
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = secondsSince(started);
      timings.push([name, seconds]);
      const failed = code !== 0;
      const print = () => {
        process.stdout.write(`\n> ${name}: ${failed ? `FAILED (${signal ?? `exit ${code}`})` : 'passed'} in ${seconds} s\n`);
        process.stdout.write(Buffer.concat(output));
      };
      if (failed) print();
      else void printAfter.then(print);
      resolve(failed ? (code ?? 1) : 0);
    });
  });
}

/** Runs the steps, `parallel` at a time; the names of those that failed. */
async function runSideBySide(steps, parallel) {
  const queue = [...steps];
  const failed = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) if ((await runHeld(step)) !== 0) failed.push(step[0]);
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return failed;
}

/** Runs a stage with its output as it comes; its exit code. */
function runStage([name, args]) {
  const started = performance.now();
  console.log(`\n> ${name}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    running.add(child);
    child.on('close', (code) => {
      running.delete(child);
      timings.push([name, secondsSince(started)]);
      resolve(code ?? 1);
    });
  });
}

const started = performance.now();
function finish(failure) {
  console.log(`\nnpm test: ${secondsSince(started)} s in all`);
  for (const [name, seconds] of timings) console.log(`  ${String(seconds).padStart(7)} s  ${name}`);
  if (failure) console.error(`\nnpm test: ${failure}`);
  process.exit(failure ? 1 : 0);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const cores = Math.max(1, os.availableParallelism());
const stageOne = performance.now();
// Settles when Vitest has ended (or will not run): the build's output waits for it, not to land inside Vitest's.
const { promise: vitestDone, resolve: vitestEnded } = Promise.withResolvers();
// The build uses every core when it can; the checks take what it leaves, one lane fewer than the cores.
const build = checksOnly ? Promise.resolve(0) : runHeld(BUILD, vitestDone);
const failedChecks = await runSideBySide(CHECKS, checksOnly ? cores : Math.max(1, cores - 1));
if (failedChecks.length > 0) {
  stopAll();
  vitestEnded();
  await build;
  finish(`these checks failed: ${failedChecks.join(', ')}`);
}
timings.push([checksOnly ? 'the checks, side by side' : 'the checks, beside the build', secondsSince(stageOne)]);
if (checksOnly) finish();

// A failed build stops Vitest at once: the run has failed, and the build's output says why.
const buildFailed = build.then((code) => {
  if (code === 0) return;
  stopAll();
  finish('the build for the browser tests failed');
});
const vitest = await runStage(['vitest', ['node_modules/vitest/vitest.mjs', 'run']]);
vitestEnded();
if (vitest !== 0) {
  await build;
  finish('Vitest failed');
}
await buildFailed;
timings.push(['the checks, the build and Vitest', secondsSince(stageOne)]);

if ((await runStage(['playwright', ['scripts/test-e2e.mjs']])) !== 0) finish('the browser tests failed');
finish();
