// The one way the site is built, for `npm run build` (scripts/build.mjs) and for `npm start` when its build is
// stale: Next's build with a deployment id of its own, recorded beside the build (deployment-id.mjs).
import { spawnSync } from 'node:child_process';
import { rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { newDeploymentId, recordDeploymentId } from './deployment-id.mjs';

/** Builds into .next; false when the build failed (Next has printed why). */
export function buildSite(root, env) {
  const id = newDeploymentId(env, root);
  console.log(`Building deployment ${id}.`);
  // Next keeps its data cache across builds; the build must prerender the content as it is now.
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const startedAt = new Date();
  const built = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: { ...env, NEXT_DEPLOYMENT_ID: id } });
  if (built.status !== 0) return false;
  recordDeploymentId(root, id);
  // The build is as new as the sources it started from: a source saved while it ran makes `npm start` build again
  // (scripts/start.mjs compares the sources with .next/BUILD_ID, which Next writes at the end).
  utimesSync(path.join(root, '.next', 'BUILD_ID'), startedAt, startedAt);
  return true;
}
