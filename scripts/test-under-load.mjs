// npm run test:under-load [-- --runs N]: `npm test` with one core held busy by a CPU hog beside it, as on a CI
// runner that is doing other work. The suite must pass like this (issue: a suite that fails when the machine is
// busy hides real defects behind "flaky"). The hog is a second Node process spinning; it stops with the run.
import { spawn, spawnSync } from 'node:child_process';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag === -1 ? 1 : Number(process.argv[runsFlag + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs, 1 or more');
  process.exit(2);
}

const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopHog = () => hog.kill('SIGKILL');
process.on('exit', stopHog);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHog();
    process.exit(130);
  });
}
console.log(`A CPU hog (pid ${hog.pid}) holds one core busy while npm test runs ${runs} time(s).`);

for (let run = 1; run <= runs; run += 1) {
  const started = Date.now();
  const result = spawnSync('npm', ['test'], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status !== 0) {
    console.error(`Run ${run} of ${runs} under load failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`Run ${run} of ${runs} under load passed in ${seconds} s.`);
}
// Stopped here, not only on exit: the running hog keeps this process alive, so 'exit' would never come, and the hog
// would spin on, holding a core of every later run (it did, through a CI run after this one).
stopHog();
