// Bundles the serving process (scripts/serve.ts and the lib/ modules it uses) into .next/remapper-serve.mjs,
// so it runs on plain Node: packages stay external (Next, zod), our TypeScript is compiled in.
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

export const SERVER_BUNDLE = path.join('.next', 'remapper-serve.mjs');

/**
 * Written whole or not at all (a temporary file renamed over it): several instances started together from one
 * build each bundle it, and none may run a file another is half-way through writing.
 */
/**
 * The page proxy (lib/http/page-proxy.ts) runs here and uses next-intl's middleware, whose ES modules import
 * `next/server` without an extension: Node finds no such file (Next's package has no export map), so next-intl is
 * compiled into the bundle and every import of one of Next's entry files (`next/server`, `next/cache`, `next/headers`)
 * names the file.
 */
function nodeResolvable(root) {
  const require = createRequire(path.join(root, 'package.json'));
  return {
    name: 'node-resolvable',
    setup(build) {
      build.onResolve({ filter: /^next\/[\w-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
      build.onResolve({ filter: /^next-intl(\/|$)/ }, (args) => ({ path: require.resolve(args.path) }));
    },
  };
}

export async function buildServer(root = process.cwd()) {
  const outfile = path.join(root, SERVER_BUNDLE);
  const result = await build({
    entryPoints: [path.join(root, 'scripts', 'serve.ts')],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [nodeResolvable(root)],
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const [bundle] = result.outputFiles;
  const partial = `${outfile}.${process.pid}.tmp`;
  writeFileSync(partial, bundle.contents);
  renameSync(partial, outfile);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
