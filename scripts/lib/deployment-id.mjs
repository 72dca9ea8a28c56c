// The deployment id (issue 15: build once, run many). Next stamps it on the build's static file URLs
// (`?dpl=`), on the <html> element and on client navigations, and a browser whose page came from another
// deployment loads the next page whole instead of mixing two builds' scripts. Next reads it from its config on
// every start, so a build and the instances serving it must agree: the build records its id beside itself, and
// every instance serves with the recorded one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Next accepts letters, digits, `-` and `_`; kept short, since every static file URL carries it. */
const DEPLOYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Where a build records its id: inside the build, so a copied build carries it. */
export function deploymentIdFile(root) {
  return path.join(root, '.next', 'remapper-deployment-id');
}

/**
 * The id for a new build: NEXT_DEPLOYMENT_ID when the deploy gives one (a release tag, a CI run), else the
 * commit and the build's time, so two builds of one commit (a changed setting) still differ.
 */
export function newDeploymentId(env, root, now = new Date()) {
  const given = env.NEXT_DEPLOYMENT_ID;
  if (given !== undefined && given !== '') {
    if (!DEPLOYMENT_ID.test(given)) {
      throw new Error(`NEXT_DEPLOYMENT_ID "${given}" may hold only letters, digits, - and _ (at most 64).`);
    }
    return given;
  }
  const commit = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const revision = commit.status === 0 ? commit.stdout.trim() : 'local';
  return `${revision}-${now.getTime().toString(36)}`;
}

export function recordDeploymentId(root, id) {
  writeFileSync(deploymentIdFile(root), `${id}\n`);
}

/**
 * The id an instance serves with: the build's. An instance told another id (NEXT_DEPLOYMENT_ID) is running a
 * build other than the one its deploy meant, and is refused. A build without a recorded id (made by plain
 * `next build`) serves with none, as Next does.
 */
export function deploymentIdToServe(root, env) {
  const file = deploymentIdFile(root);
  const built = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  const given = env.NEXT_DEPLOYMENT_ID || undefined;
  if (given !== undefined && built !== undefined && given !== built) {
    throw new Error(
      `NEXT_DEPLOYMENT_ID is "${given}" but the build in .next is deployment "${built}": build again with this id, or unset it to serve the build as it is.`,
    );
  }
  if (given !== undefined && built === undefined) {
    throw new Error(`NEXT_DEPLOYMENT_ID is "${given}" but the build in .next records no deployment id: build it with \`npm run build\`.`);
  }
  return built;
}
