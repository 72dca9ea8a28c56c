import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run import-graph` is the project's one check that no two modules import each other (DESIGN "Dependencies
// point one way"); ESLint's import/no-cycle no longer runs. Each case is a small project of its own, closing a
// circle with one way of writing an import, in the folders a circle may run through.

const script = path.resolve('scripts/import-graph.mjs');
let project: string;

function graphOf(files: Record<string, string>) {
  project = mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  }
  const run = spawnSync(process.execPath, [script, '--quiet', '--root', project], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout };
}

afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('import-graph', () => {
  const back = "import { a } from './a';\nexport const b = () => a;\n";

  it.each([
    ['a named import', "import { b } from './b';\nexport const a = 1;\n"],
    ['a re-export', "export * from './b';\nexport const a = 1;\n"],
    ['a default and a type in one import', "import b, { type B } from './b';\nexport const a: B = b;\n"],
    ['an import over several lines', "import {\n  b,\n  c,\n} from './b';\nexport const a = [b, c];\n"],
    ['a dynamic import', "export const a = 1;\nexport const later = () => import('./b');\n"],
    ['an import for its side effects', "import './b';\nexport const a = 1;\n"],
    ['an import from the project root', "import { b } from '@/lib/x/b';\nexport const a = 1;\n"],
  ])('fails on a circle closed by %s', (_, importing) => {
    const { status, output } = graphOf({ 'lib/x/a.ts': importing, 'lib/x/b.ts': back });
    expect(output).toMatch(/file cycles \(value imports[^\n]*: 1\n {2}lib\/x\/a\.ts, lib\/x\/b\.ts/);
    expect(status).toBe(1);
  });

  it('fails on a circle through a test, a script and the Content Lake stand-in', () => {
    expect(graphOf({ 'tests/a.ts': "import { b } from '@/scripts/b';\n", 'scripts/b.ts': back.replace('./a', '@/tests/a') }).status).toBe(
      1,
    );
    expect(graphOf({ 'content-lake/a.ts': "import { b } from './b.js';\n", 'content-lake/b.ts': back }).status).toBe(1);
    expect(graphOf({ 'scripts/a.mjs': "import { b } from './b.mjs';\n", 'scripts/b.mjs': back.replace('./a', './a.mjs') }).status).toBe(1);
  });

  it('passes a circle of type-only imports, which vanish from the build, and lists it apart', () => {
    const { status, output } = graphOf({
      'lib/x/a.ts': "import type { B } from './b';\nexport type A = B[];\n",
      'lib/x/b.ts': "import { type A } from './a';\nexport type B = A | 1;\n",
    });
    expect(output).toMatch(/file cycles \(value imports[^\n]*: 0/);
    expect(output).toMatch(/file cycles counting type-only imports: 1/);
    expect(status).toBe(0);
  });

  it('fails on two lib folders that import each other, even by types alone', () => {
    const { status, output } = graphOf({
      'lib/x/a.ts': "import type { B } from '@/lib/y/b';\nexport type A = B;\n",
      'lib/y/b.ts': "import { a } from '@/lib/x/c';\nexport type B = typeof a;\n",
      'lib/x/c.ts': 'export const a = 1;\n',
    });
    expect(output).toContain('lib/x <-> lib/y');
    expect(status).toBe(1);
  });

  it('passes imports that point one way', () => {
    const { status } = graphOf({ 'lib/x/a.ts': "import { b } from './b';\nexport const a = b;\n", 'lib/x/b.ts': 'export const b = 1;\n' });
    expect(status).toBe(0);
  });
});
