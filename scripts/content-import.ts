// `npm run content:import`: pushes the bundled dataset, with its images, into the configured Sanity
// project (SANITY_PROJECT_ID, SANITY_DATASET) with `sanity dataset import --replace`. Needs a token
// with write access in SANITY_AUTH_TOKEN or SANITY_API_WRITE_TOKEN. It reads content/production.ndjson
// (which `npm run content:check` keeps equal to content/src), so it needs no devDependency such as markdown-it.
import './lib/load-env';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BundledDocument } from '@/content/src/lib/documents';
import { sanityImportNdjson } from '@/content/src/sanity-import';
import { configuredDataset, configuredProjectId } from '@/lib/content/env';

const root = process.cwd();

async function main(): Promise<number> {
  const projectId = configuredProjectId();
  const token = process.env.SANITY_AUTH_TOKEN?.trim() || process.env.SANITY_API_WRITE_TOKEN?.trim();
  const missing = [
    ...(projectId ? [] : ['SANITY_PROJECT_ID (the project to import into)']),
    ...(token ? [] : ['SANITY_AUTH_TOKEN or SANITY_API_WRITE_TOKEN (a token with write access, from sanity.io/manage)']),
  ];
  if (!projectId || !token) {
    console.error(`content:import needs ${missing.join(' and ')}.`);
    console.error('Example: SANITY_PROJECT_ID=abc123 SANITY_AUTH_TOKEN=sk... npm run content:import');
    return 1;
  }
  const dataset = configuredDataset();
  const ndjson = await readFile(path.join(root, 'content', 'production.ndjson'), 'utf8');
  const bundledDocuments = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BundledDocument);
  const folder = await mkdtemp(path.join(tmpdir(), 'remapper-import-'));
  try {
    const file = path.join(folder, `${dataset}.ndjson`);
    await writeFile(file, sanityImportNdjson(bundledDocuments, path.join(root, 'content', 'assets')));
    console.log(`Importing ${bundledDocuments.length} bundled documents and their images into ${projectId}/${dataset}...`);
    const sanity = path.join(root, 'node_modules', '.bin', 'sanity');
    // The token goes by environment, never on the command line where other users' `ps` would show it.
    const result = spawnSync(sanity, ['datasets', 'import', file, '--dataset', dataset, '--project-id', projectId, '--replace'], {
      stdio: 'inherit',
      env: { ...process.env, SANITY_IMPORT_TOKEN: token, SANITY_AUTH_TOKEN: token },
    });
    return result.status ?? 1;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`content:import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
