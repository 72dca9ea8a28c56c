// Bundles the serving process (scripts/serve.ts and the lib/ modules it uses) into .next/remapper-serve.mjs,
// so it runs on plain Node: packages stay external (Next, zod), our TypeScript is compiled in.
import path from 'node:path';
import { build } from 'esbuild';

export const SERVER_BUNDLE = path.join('.next', 'remapper-serve.mjs');

export async function buildServer(root = process.cwd()) {
  await build({
    entryPoints: [path.join(root, 'scripts', 'serve.ts')],
    outfile: path.join(root, SERVER_BUNDLE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
