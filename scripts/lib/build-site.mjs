// The one way the site is built, for `npm run build` (scripts/build.mjs) and for `npm start` when its build is
// stale: Next's build with a deployment id of its own, recorded beside the build (deployment-id.mjs).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { newDeploymentId, recordDeploymentId } from './deployment-id.mjs';

/** Builds into .next; false when the build failed (Next has printed why). */
export function buildSite(root, env) {
  const id = newDeploymentId(env, root);
  console.log(`Building deployment ${id}.`);
  // Next keeps its data cache across builds; the build must prerender the content as it is now.
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const built = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: { ...env, NEXT_DEPLOYMENT_ID: id } });
  if (built.status !== 0) return false;
  recordDeploymentId(root, id);
  return true;
}
