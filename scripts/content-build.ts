// Writes content/production.ndjson from the copy in content/src (`npm run content:build`), or with
// --check fails when the file is not what content/src gives (part of `npm test`, like typegen:check).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundledDataset } from '@/content/src/ndjson';

const target = path.join(process.cwd(), 'content', 'production.ndjson');

async function main() {
  const expected = bundledDataset();
  if (!process.argv.includes('--check')) {
    await writeFile(target, expected);
    console.log(`Wrote ${expected.split('\n').length - 1} documents to content/production.ndjson.`);
    return;
  }
  const actual = await readFile(target, 'utf8').catch(() => '');
  if (actual !== expected) {
    console.error('content/production.ndjson is stale: run `npm run content:build` and commit the result.');
    process.exit(1);
  }
  console.log('content/production.ndjson matches content/src.');
}

void main();
