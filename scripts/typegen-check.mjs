#!/usr/bin/env node
// CI guard (DESIGN: Content): fails when the checked-in schema.json or sanity.types.ts differ from what
// `npm run typegen` would generate now. Generates into a scratch folder under .sanity/ (gitignored, and
// inside the project so the same formatter config applies) and deletes it, so the working tree is
// never modified, whether the check passes or fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sanityBin = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'sanity.cmd' : 'sanity');
const scratch = path.join('.sanity', `typegen-check-${process.pid}`);
const scratchSchema = path.join(scratch, 'schema.json');
const scratchTypes = path.join(scratch, 'sanity.types.ts');

const CHECKED_IN = [
  { file: 'schema.json', generated: scratchSchema },
  { file: 'sanity.types.ts', generated: scratchTypes },
];

// sanity.cli.ts reads TYPEGEN_SCHEMA / TYPEGEN_OUTPUT; DO_NOT_TRACK keeps the CLI from phoning home.
const env = { ...process.env, TYPEGEN_SCHEMA: scratchSchema, TYPEGEN_OUTPUT: `./${scratchTypes}`, DO_NOT_TRACK: '1' };

function sanity(args) {
  const result = spawnSync(sanityBin, args, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`sanity ${args.join(' ')} failed (exit ${result.status ?? result.signal ?? result.error})`);
  }
}

function read(file) {
  const absolute = path.join(root, file);
  return existsSync(absolute) ? readFileSync(absolute, 'utf8') : undefined;
}

// Remove .sanity/ afterwards only if this run created it.
const createdSanityDir = !existsSync(path.join(root, '.sanity'));
let exitCode = 0;
try {
  mkdirSync(path.join(root, scratch), { recursive: true });
  sanity(['schema', 'extract', '--path', scratchSchema]);
  sanity(['typegen', 'generate']);

  for (const { file, generated } of CHECKED_IN) {
    // The generated types name the schema file they came from; name the checked-in one instead.
    const fresh = read(generated)?.replaceAll(`// Source: ${scratchSchema}`, '// Source: schema.json');
    if (fresh === undefined) throw new Error(`typegen produced no ${file}`);
    if (read(file) !== fresh) {
      console.error(`${file} is stale: run npm run typegen`);
      exitCode = 1;
    }
  }
  if (exitCode === 0) console.log('schema.json and sanity.types.ts are up to date.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 2;
} finally {
  rmSync(path.join(root, createdSanityDir ? '.sanity' : scratch), { recursive: true, force: true });
}
process.exit(exitCode);
