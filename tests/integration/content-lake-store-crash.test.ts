import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentStore } from '@/content-lake/store';

// An acknowledged write is never lost: a child process commits transactions as fast as it can and reports each
// one once its promise resolved; it is SIGKILLed mid-stream, and every reported transaction must be there after
// reopening. Three rounds on one folder, so recovery (torn tail, stale lock) is exercised on a crashed folder too.

const STORE_MODULE = pathToFileURL(path.join(process.cwd(), 'content-lake', 'store', 'index.ts')).href;

// Runs in the child (node --import tsx): commits one transaction after another, several in flight at once.
const CHILD = `
import { createContentStore } from ${JSON.stringify(STORE_MODULE)};
const [dir, first] = process.argv.slice(2);
const store = await createContentStore({ dir, compactEvery: 25 });
let next = Number(first);
async function worker() {
  for (;;) {
    const n = next++;
    await store.transact([{ createOrReplace: { _id: 'doc-' + n, _type: 'counter', n } }], { transactionId: 'tx-' + n });
    process.stdout.write(n + '\\n');
  }
}
process.stdout.write('ready\\n');
await Promise.all([worker(), worker(), worker()]);
`;

let dir: string;
let script: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-lake-crash-'));
  script = path.join(dir, 'child.mts');
  await writeFile(script, CHILD);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts the child, kills it with SIGKILL after `acks` acknowledgements, returns the acknowledged numbers. */
function commitUntilKilled(storeDir: string, first: number, acks: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, storeDir, String(first)], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acknowledged: number[] = [];
    let buffered = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'ready') continue;
        acknowledged.push(Number(line));
        if (acknowledged.length === acks) child.kill('SIGKILL');
      }
    });
    // Never leave a child behind: one that stalls is killed and the test fails.
    const stalled = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child stalled after ${acknowledged.length} commits: ${stderr}`));
    }, 20_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(stalled);
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`child exited with ${code}: ${stderr}`));
    });
  });
}

describe('SIGKILL during a stream of commits', () => {
  it('loses no acknowledged transaction, three times over', async () => {
    const storeDir = path.join(dir, 'store');
    let first = 0;
    for (const acks of [40, 75, 60]) {
      const acknowledged = await commitUntilKilled(storeDir, first, acks);
      expect(acknowledged.length).toBeGreaterThanOrEqual(acks);

      const store = await createContentStore({ dir: storeDir });
      try {
        for (const n of acknowledged) {
          expect(store.get(`doc-${n}`), `doc-${n}`).toMatchObject({ n, _rev: `tx-${n}` });
        }
        const all = store
          .all()
          .map((document) => Number(document.n))
          .sort((x, y) => x - y);
        // Commits are serial in call order: whatever landed (acknowledged or not) is an unbroken run from 0.
        expect(all).toEqual(all.map((_n, index) => index));
        expect(store.transactionsFor(acknowledged.map((n) => `doc-${n}`))).toHaveLength(acknowledged.length);
        first = Math.max(...all) + 1;
      } finally {
        await store.close();
      }
    }
  });
});
